# An image with the curriculum tool, for GitLab CI and other systems that run jobs in a
# container (docs/ci.md):
#
#   docker build -t curriculum .
#   docker run --rm -v "$PWD:/work" curriculum curriculum lint
#
# The first stage builds the one-file binary `make dist` ships (the Swift runtime and libyaml
# linked in); the image is Debian 12 slim with that binary, git (for the version gate) and
# nothing of Swift. Building on Debian 12 keeps the binary's floor at glibc 2.36.
FROM swift:6.3-bookworm AS build
RUN apt-get update && apt-get install -y --no-install-recommends make libyaml-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift Makefile ./
# Tests/ too: SwiftPM wants every target's folder, though no test is built.
COPY Sources Sources
COPY schemas schemas
COPY Tests Tests
RUN make static && strip --strip-debug -o /curriculum .build-dist/release/curriculum

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends git ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /curriculum /usr/local/bin/curriculum
WORKDIR /work
# No entrypoint: CI systems run their own shell commands in the image.
CMD ["curriculum", "--help"]
