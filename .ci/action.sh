#!/usr/bin/env bash
# The steps of the GitHub action (action.yml at the top of this repository). action.yml calls
# `action.sh STEP` with the inputs in the environment; .ci/run-action-locally.sh calls the same
# steps, in the same order, with the same environment. Every step runs in the content
# repository's checkout (the working directory).
#
# Steps record their exit codes in $STATE/codes instead of failing, so that the SARIF upload,
# the build, the version gate and the coverage comment all run after a failed lint; `verdict`
# fails the job at the end.
#
# Environment (action.yml maps its inputs to these):
#   CURRICULUM_VERSION   a release to download, e.g. 0.1.0 ("" = build from the action's source)
#   CURRICULUM_URL       the release tarball's URL (default: the action repository's release v$VERSION)
#   CURRICULUM_SHA256    the tarball's SHA-256 (default: read from $CURRICULUM_URL.sha256)
#   CURRICULUM_REPOSITORY  owner/name of the action's repository, for the default URL
#   CURRICULUM_PATH      the curriculum folder (default curriculum)
#   CURRICULUM_OUT       where `build` writes the bundles (default dist)
#   CURRICULUM_STRICT    true: warnings fail the lint too
#   CURRICULUM_LINT_ARGS more arguments for both lints, e.g. --baseline lint-baseline.json
#   CURRICULUM_SARIF     true: write the SARIF file for code scanning
#   CURRICULUM_GATE      true: on a pull request, run the version gate against BASE_REF
#   BASE_REF             the pull request's base branch
#   GITHUB_ACTION_PATH, GITHUB_OUTPUT, GITHUB_PATH, GITHUB_STEP_SUMMARY, GITHUB_EVENT_NAME,
#   RUNNER_TEMP          as GitHub sets them
set -uo pipefail

step=${1:?usage: action.sh prepare|install|lint|lint-sarif|build|version-gate|verdict}
action=${GITHUB_ACTION_PATH:?}
path=${CURRICULUM_PATH:-curriculum}
out=${CURRICULUM_OUT:-dist}
state=${RUNNER_TEMP:?}/curriculum-action
bin=$state/bin
mkdir -p "$state"

# The extra lint arguments, split on spaces.
read -r -a lint_args <<< "${CURRICULUM_LINT_ARGS:-}"

output() { echo "$1=$2" >> "${GITHUB_OUTPUT:?}"; }
record() { echo "$1 $2" >> "$state/codes"; }
fail() { echo "::error title=curriculum action::$1"; exit 1; }

case $step in

# Which way the tool arrives, and the cache key of the build route: a hash of what the binary is
# built from, computed here because hashFiles() sees only the workspace, not the action's folder.
prepare)
    : > "$state/codes"
    if [ -n "${CURRICULUM_VERSION:-}${CURRICULUM_URL:-}" ]; then
        output route release
    else
        output route build
        key=$(cd "$action" && find Package.swift Makefile Sources schemas -type f -print0 \
            | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-32)
        output key "$(uname -m)-$key"
    fi
    output bin "$bin"
    ;;

# The binary into $bin, and $bin onto PATH: downloaded and checked, restored from the cache
# (actions/cache ran just before), or built once from the action's source.
install)
    mkdir -p "$bin"
    if [ -n "${CURRICULUM_VERSION:-}${CURRICULUM_URL:-}" ]; then
        url=${CURRICULUM_URL:-}
        if [ -z "$url" ]; then
            repository=${CURRICULUM_REPOSITORY:-}
            # Actions from other repositories are checked out at _actions/OWNER/NAME/REF.
            [ -n "$repository" ] || repository=$(echo "$action" | sed -n 's|.*/_actions/\([^/]*/[^/]*\)/.*|\1|p')
            [ -n "$repository" ] || fail "cannot tell which repository publishes the releases: set the release-url input"
            url=https://github.com/$repository/releases/download/v$CURRICULUM_VERSION/curriculum-$CURRICULUM_VERSION-linux-$(uname -m).tar.gz
        fi
        echo "downloading $url"
        curl -fsSL --retry 3 -o "$state/curriculum.tar.gz" "$url" || fail "could not download $url"
        expected=${CURRICULUM_SHA256:-}
        if [ -z "$expected" ]; then
            expected=$(curl -fsSL --retry 3 "$url.sha256" | cut -d' ' -f1) || fail "could not download $url.sha256"
        fi
        actual=$(sha256sum "$state/curriculum.tar.gz" | cut -d' ' -f1)
        [ "$actual" = "$expected" ] || fail "the SHA-256 of $url is $actual, not $expected"
        echo "SHA-256 $actual as expected"
        tar -xzf "$state/curriculum.tar.gz" -C "$bin" curriculum || fail "the tarball holds no 'curriculum'"
    elif [ -x "$bin/curriculum" ]; then
        echo "restored from the cache"
    else
        echo "building the tool from $action (a release build of several minutes; cached for the next run)"
        missing=()
        command -v make > /dev/null || missing+=(make)
        pkg-config --exists yaml-0.1 2> /dev/null || missing+=(libyaml-dev pkg-config)
        if [ ${#missing[@]} -gt 0 ]; then
            sudo=; [ "$(id -u)" -eq 0 ] || sudo=sudo
            { $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}"; } || fail "could not install ${missing[*]}"
        fi
        make -C "$action" static || fail "the build failed"
        cp "$action/.build-dist/release/curriculum" "$bin/curriculum"
    fi
    chmod +x "$bin/curriculum"
    echo "$bin" >> "${GITHUB_PATH:?}"
    version=$("$bin/curriculum" --version) || fail "$bin/curriculum does not run on this machine (it needs glibc 2.36 or later)"
    echo "$version"
    output version "${version#curriculum }"
    ;;

# Findings as annotations on the pull request's lines.
lint)
    args=(lint "$path" --format github "${lint_args[@]}")
    [ "${CURRICULUM_STRICT:-true}" = true ] && args+=(--strict)
    echo "curriculum ${args[*]}"
    "$bin/curriculum" "${args[@]}"
    record lint $?
    ;;

# Every finding as SARIF for code scanning. Content errors (exit 1) are the lint step's to
# report; only a failure of the tool itself (2, 3) fails this one.
lint-sarif)
    [ "${CURRICULUM_SARIF:-true}" = true ] || { echo "sarif is off"; exit 0; }
    sarif=$state/curriculum.sarif
    args=(lint "$path" --format sarif "${lint_args[@]}")
    echo "curriculum ${args[*]} > $sarif"
    "$bin/curriculum" "${args[@]}" > "$sarif"
    code=$?
    [ "$code" -le 1 ] && code=0
    record lint-sarif $code
    [ "$code" -eq 0 ] && output sarif "$sarif"
    ;;

# The bundles and the coverage report.
build)
    echo "curriculum build $path --out $out"
    "$bin/curriculum" build "$path" --out "$out"
    code=$?
    record build $code
    if [ "$code" -eq 0 ] && [ -f "$out/coverage.md" ]; then
        output coverage "$out/coverage.md"
        cat "$out/coverage.md" >> "${GITHUB_STEP_SUMMARY:-/dev/null}"
    fi
    ;;

# On a pull request: the base branch built by the same tool, and `diff --require-bump`.
version-gate)
    if [ "${GITHUB_EVENT_NAME:-}" != pull_request ] || [ "${CURRICULUM_GATE:-true}" != true ]; then
        echo "not a pull request: no version gate"; exit 0
    fi
    [ -n "${BASE_REF:-}" ] || { echo "no base branch: no version gate"; exit 0; }
    if ! grep -q '^build 0$' "$state/codes"; then
        echo "the bundles did not build: no version gate"; exit 0
    fi
    base=$state/base
    git config --global --add safe.directory "$PWD"
    # A shallow checkout (actions/checkout's default) fetches the base's last commit only.
    depth=(); [ "$(git rev-parse --is-shallow-repository)" = true ] && depth=(--depth=1)
    git fetch --quiet --no-tags "${depth[@]}" origin "$BASE_REF" || fail "could not fetch the base branch $BASE_REF"
    if ! git cat-file -e "FETCH_HEAD:$path" 2> /dev/null; then
        echo "the base branch has no $path/: nothing to compare"; exit 0
    fi
    # Only the curriculum, as it is on the base branch.
    rm -rf "$base" && mkdir -p "$base"
    git archive FETCH_HEAD -- "$path" | tar -x -C "$base" || fail "could not read $path/ of $BASE_REF"
    echo "curriculum build $base/$path --out $state/dist-base"
    "$bin/curriculum" build "$base/$path" --out "$state/dist-base" > /dev/null
    code=$?
    if [ "$code" -eq 0 ]; then
        echo "curriculum diff $state/dist-base $out --require-bump"
        "$bin/curriculum" diff "$state/dist-base" "$out" --require-bump
        code=$?
    else
        echo "::error title=curriculum version gate::the base branch $BASE_REF does not build with this tool (exit $code)"
    fi
    record version-gate $code
    ;;

# The job fails here when a step above did.
verdict)
    failed=0
    {
        echo "| step | exit |"
        echo "|---|---|"
        while read -r name code; do
            echo "| $name | $code |"
        done < "$state/codes"
    } >> "${GITHUB_STEP_SUMMARY:-/dev/null}"
    while read -r name code; do
        if [ "$code" -ne 0 ]; then
            echo "::error title=curriculum::$name failed (exit $code)"
            failed=1
        else
            echo "$name: ok"
        fi
    done < "$state/codes"
    exit $failed
    ;;

*)
    echo "unknown step $step" >&2; exit 2
    ;;
esac
