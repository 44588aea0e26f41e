# The commands people type. `make run` and `make test` work on a fresh machine: they install
# libyaml when pkg-config cannot find it.
PREFIX ?= /usr/local
SWIFT ?= swift
OUT ?= dist
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RELEASE_BIN = .build/release/curriculum

# Runs a command and says every 30 s how long it has run: `swift build` prints a line per
# module, but a release build compiles the compiler module in one step of several minutes.
PROGRESS = sh -c 'start=$$(date +%s); \
	(while sleep 30; do echo "  … still building, $$(( $$(date +%s) - start )) s so far"; done) & ticker=$$!; \
	"$$@"; status=$$?; kill $$ticker 2>/dev/null; exit $$status' progress

.PHONY: run test build deps schemas samples docs install lint clean bench bench-corpus fuzz pin-curriculum rule-tests static dist dist-check action-check

deps:
	@if ! pkg-config --exists yaml-0.1 2>/dev/null; then \
		echo "installing libyaml-dev (pkg-config cannot find yaml-0.1)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libyaml-dev pkg-config; \
	fi

EMBEDDED_SCHEMAS = Sources/CurriculumSchema/EmbeddedSchemas.swift
## schemas: compile schemas/ into the binary's source (EMBEDDED_SCHEMAS); rewrites it only if they differ
schemas: deps
	$(SWIFT) build -c release --product embed-files
	.build/release/embed-files schemas $(EMBEDDED_SCHEMAS)

EMBEDDED_SAMPLES = Sources/CurriculumScaffold/EmbeddedItemSamples.swift
## samples: compile schemas/item-samples/ (the example items `curriculum new` writes) into the binary's source (EMBEDDED_SAMPLES); rewrites it only if they differ
samples: deps
	$(SWIFT) build -c release --product embed-files
	.build/release/embed-files --item-samples schemas/item-samples $(EMBEDDED_SAMPLES)

RULES_DOC = docs/rules.md
## docs: regenerate docs/rules.md from the rules' own descriptions
docs: build
	$(RELEASE_BIN) rules --format markdown > $(RULES_DOC).new && mv $(RULES_DOC).new $(RULES_DOC)

build: schemas samples
	@echo "$(SWIFT) build -c release --product curriculum   (6–12 minutes on 2 cores from a clean folder)"
	@$(PROGRESS) $(SWIFT) build -c release --product curriculum

## run: build the tool and compile curriculum/ into dist/
run: build
	@$(RELEASE_BIN) build curriculum --out $(OUT)

## lint: check curriculum/ and report every problem
lint: build
	@$(RELEASE_BIN) lint curriculum

# The suite runs optimized, in its own build folder so it never rebuilds `make build`'s: it
# takes a third of the time a debug build does. `CURRICULUM_CHECKS` keeps the checks debug
# builds make (JSON keys written in order) switched on.
TEST_FLAGS = -c release --scratch-path .build-test -Xswiftc -enable-testing -Xswiftc -DCURRICULUM_CHECKS
## test: the whole test suite
test: deps
	@echo "$(SWIFT) build --build-tests $(TEST_FLAGS)   (10–20 minutes on 2 cores from a clean folder)"
	@$(PROGRESS) $(SWIFT) build --build-tests $(TEST_FLAGS)
	$(SWIFT) test --skip-build $(TEST_FLAGS)

# The tests run on a copy of curriculum/, so a change in progress there fails only the tests
# that check curriculum/ itself (Tests/CurriculumCompilerTests/ShippedCurriculum/).
PINNED = Tests/pinned/curriculum
## pin-curriculum: copy curriculum/ to Tests/pinned/curriculum, the curriculum the tests run on; run it once a content change lints clean
pin-curriculum:
	mkdir -p $(dir $(PINNED))
	rm -rf $(PINNED).new
	cp -R curriculum $(PINNED).new
	rm -rf $(PINNED)
	mv $(PINNED).new $(PINNED)

RULE_TESTS = Tests/CurriculumCompilerTests/Rules/RuleTests+Generated.swift
## rule-tests: regenerate RULE_TESTS, one test per rule (`swift test --filter RuleTests/test_ITEM_ANSWER`), after adding or removing a rule
rule-tests: deps
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	CURRICULUM_WRITE_RULE_TESTS=1 $(SWIFT) test --skip-build $(TEST_FLAGS) --filter RuleTests/testTheGeneratedTestsAreThoseOfTheRegistry

## install: the binary, one file with the schemas compiled in, as $(PREFIX)/bin/curriculum
install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/curriculum
	@# Earlier versions installed their schemas in a folder beside the binary; it is unused now.
	rm -rf $(DESTDIR)$(PREFIX)/bin/curriculum_CurriculumCompiler.resources

# The release: one file that runs where neither Swift nor libyaml is installed, only the C
# library (glibc 2.36 or later). --static-swift-stdlib links the Swift runtime and Foundation
# (with its ICU data: most of the size) into it; libyaml and libstdc++ are linked from their
# static archives. Both are named `-lyaml` and `-lstdc++` on the link line (CYAML's pkg-config
# and module map, Swift's static-stdlib arguments), which the linker resolves in the first
# folder that has either file, so a pkg-config file of our own puts a folder holding only the
# archives first; `-lgcc_eh` brings the unwinder libgcc_s would. A build folder of its own, so
# it never relinks `make build`'s binary.
DIST_DIR ?= dist-release
STATIC_SCRATCH = .build-dist
STATIC_LIBS = $(CURDIR)/$(STATIC_SCRATCH)/static-libs
STATIC_FLAGS = -c release --scratch-path $(STATIC_SCRATCH) --static-swift-stdlib -Xlinker -lgcc_eh
STATIC_BIN = $(STATIC_SCRATCH)/release/curriculum
ARCH := $(shell uname -m)

## static: the one-file binary, STATIC_BIN, with the Swift runtime, Foundation and libyaml linked in
static: schemas samples
	@libyaml=$$(pkg-config --variable=libdir yaml-0.1)/libyaml.a; \
	libstdcxx=$$(clang -print-file-name=libstdc++.a); \
	[ -f "$$libyaml" ] || { echo "no $$libyaml: install libyaml-dev"; exit 1; }; \
	[ -f "$$libstdcxx" ] || { echo "no libstdc++.a: install libstdc++-dev"; exit 1; }; \
	mkdir -p $(STATIC_LIBS) $(STATIC_SCRATCH)/pkgconfig; \
	ln -sf "$$libyaml" "$$libstdcxx" $(STATIC_LIBS)/; \
	sed 's|^Libs:.*|Libs: -L$(STATIC_LIBS) -lyaml|' "$$(pkg-config --variable=pcfiledir yaml-0.1)/yaml-0.1.pc" \
		> $(STATIC_SCRATCH)/pkgconfig/yaml-0.1.pc
	@echo "$(SWIFT) build $(STATIC_FLAGS) --product curriculum   (7–14 minutes on 2 cores from a clean folder)"
	@PKG_CONFIG_PATH=$(CURDIR)/$(STATIC_SCRATCH)/pkgconfig $(PROGRESS) $(SWIFT) build $(STATIC_FLAGS) --product curriculum
	@if ldd $(STATIC_BIN) | grep -E 'libswift|libFoundation|libicu|libyaml|libstdc|libgcc_s|libdispatch'; then \
		echo "$(STATIC_BIN) needs the libraries above: it would not run without them"; exit 1; fi

## dist: DIST_DIR/curriculum-VERSION-linux-ARCH.tar.gz (the binary, debug info stripped) and its .sha256 (for `sha256sum -c`)
dist: static
	@set -e; version=$$($(STATIC_BIN) --version | cut -d' ' -f2); \
	name=curriculum-$$version-linux-$(ARCH); stage=$(STATIC_SCRATCH)/stage; \
	rm -rf $$stage && mkdir -p $$stage $(DIST_DIR); \
	strip --strip-debug -o $$stage/curriculum $(STATIC_BIN); \
	tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C $$stage -cf - curriculum \
		| gzip -n -9 > $(DIST_DIR)/$$name.tar.gz.tmp; \
	mv $(DIST_DIR)/$$name.tar.gz.tmp $(DIST_DIR)/$$name.tar.gz; \
	(cd $(DIST_DIR) && sha256sum $$name.tar.gz > $$name.tar.gz.sha256); \
	echo "wrote $(DIST_DIR)/$$name.tar.gz ($$(du -h $(DIST_DIR)/$$name.tar.gz | cut -f1); the binary $$(du -h $$stage/curriculum | cut -f1)) and $$name.tar.gz.sha256"

## dist-check: the tarball `make dist` wrote, checked against its .sha256 and run in an empty root holding only the binary and the C library: lint and build of a copy of curriculum/ (as root, or in a user namespace)
dist-check:
	.ci/check-dist.sh $(DIST_DIR)

## action-check: the CI action's steps (action.yml), run here as GitHub would run them, on a copy of this repository (docs/ci.md)
action-check:
	.ci/run-action-locally.sh

clean:
	rm -rf .build .build-test .build-dist $(OUT) $(DIST_DIR)

ITEMS ?= 10000
## bench-corpus: a valid synthetic curriculum of ITEMS items in OUT (copies of curriculum/)
bench-corpus: deps
	$(SWIFT) build -c release --product curriculum-bench
	.build/release/curriculum-bench corpus --items $(ITEMS) --out $(OUT)

## bench: lint and build at 10,000 and 100,000 items against the libyaml floor; the language server's edit latency and memory; preview against build, and preview --watch's save-to-page time
bench: deps
	$(SWIFT) build -c release
	.build/release/curriculum-bench run --sizes 10000,100000 --runs 5
	.build/release/curriculum-bench lsp --edits 10000
	.build/release/curriculum-bench lsp --edits 300 --corpus .build/bench/corpus-100000
	.build/release/curriculum-bench preview --runs 5 --saves 50

SECONDS ?= 60
FUZZ_FLAGS = -c release --product curriculum-fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -D -Xswiftc FUZZING -Xswiftc -parse-as-library
## fuzz: libFuzzer over load → schema → rules → reporters for SECONDS; crashes land in .build-fuzz/crashes/
fuzz: deps
	$(SWIFT) build $(FUZZ_FLAGS)
	mkdir -p .build-fuzz/corpus .build-fuzz/crashes
	.build-fuzz/release/curriculum-fuzz .build-fuzz/corpus Tests/CurriculumCompilerTests/Fixtures/fuzz-seeds \
		-max_total_time=$(SECONDS) -max_len=8192 -timeout=10 -artifact_prefix=.build-fuzz/crashes/
