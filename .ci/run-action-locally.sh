#!/usr/bin/env bash
# `make action-check`: the GitHub action (action.yml) run here, step by step, as GitHub runs it,
# since GitHub itself cannot be run here. Its `run` steps are the same commands (.ci/action.sh
# STEP) in the same order, with the files and variables GitHub provides (GITHUB_OUTPUT,
# GITHUB_PATH, GITHUB_STEP_SUMMARY, RUNNER_TEMP, GITHUB_ACTION_PATH); its `uses` steps are
# stood in for: actions/cache by a folder, the SARIF upload by checking the file is SARIF 2.1.0,
# the sticky comment by printing it. The script first checks that action.yml still has exactly
# these steps in this order. Differences: every step gets all the inputs' variables (action.yml
# gives each only those it reads), and `if:` conditions of the `uses` steps are written out below.
#
# The content repository is a clone of this one (its curriculum/), on a pull request whose base
# is this repository's HEAD, in three cases:
#   clean        nothing changed                      → every step passes
#   copy-edit    a hint reworded, version not bumped  → the version gate fails, and lint (the
#                                                       Spanish of the hint is stale: a warning)
#   wrong-answer an answer made wrong                 → lint and build fail, no gate; SARIF uploaded
#
#   .ci/run-action-locally.sh              the release route: the tarball in dist-release/ (make dist)
#   .ci/run-action-locally.sh --build      the build route: action.yml with no version, a fresh
#                                          clone as the action's folder, run twice (cache miss, hit)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
route=release
[ "${1:-}" = --build ] && route=build

# The steps of action.yml, in order: `run` steps by their action.sh step, `uses` steps by name.
expected="prepare
actions/cache@v4
install
lint
lint-sarif
github/codeql-action/upload-sarif@v3
build
version-gate
marocchino/sticky-pull-request-comment@v2
verdict"
actual=$(sed -n '/^runs:/,$p' "$repo/action.yml" | grep -oE '(action\.sh" [a-z-]+|uses: [^ ]+)' | sed -E 's/^action\.sh" //; s/^uses: //')
if [ "$actual" != "$expected" ]; then
    echo "action.yml's steps are not the ones this script runs; update both together:" >&2
    diff <(echo "$expected") <(echo "$actual") >&2 || true
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cache=$work/cache
export HOME=$work/home   # `git config --global` in the version gate writes here
mkdir -p "$HOME" "$cache"
base_ref=$(git -C "$repo" rev-parse --abbrev-ref HEAD)

# The inputs, as action.yml maps them to variables.
if [ "$route" = release ]; then
    shopt -s nullglob
    tarballs=("$repo"/dist-release/curriculum-*-linux-"$(uname -m)".tar.gz)
    [ ${#tarballs[@]} -eq 1 ] || { echo "want one tarball in dist-release/: run make dist" >&2; exit 1; }
    export CURRICULUM_URL=file://${tarballs[0]}
    version=$(basename "${tarballs[0]}" | sed -E 's/^curriculum-(.*)-linux-.*/\1/')
    export CURRICULUM_VERSION=$version
    action=$repo
else
    export CURRICULUM_VERSION='' CURRICULUM_URL=''
    action=$work/action
    git clone -q "$repo" "$action"
fi
export CURRICULUM_SHA256='' CURRICULUM_REPOSITORY='' CURRICULUM_PATH=curriculum CURRICULUM_OUT=dist
export CURRICULUM_STRICT=true CURRICULUM_LINT_ARGS='' CURRICULUM_SARIF=true CURRICULUM_GATE=true
export BASE_REF=$base_ref GITHUB_EVENT_NAME=pull_request GITHUB_ACTION_PATH=$action
coverage_comment=true

# One job of a content repository's workflow using the action; prints each step's time.
# $1 the case; $2 the steps expected to fail, as the verdict lists them.
job() {
    local case=$1 want=$2
    jobs=$((jobs + 1))
    local content=$work/content-$jobs-$case
    git clone -q "$repo" "$content"
    case $case in
        copy-edit)
            sed -i '0,/^\( *\)- Count the dots in the top row\./s//\1- Count the dots in the first row./' \
                "$content/curriculum/k/01-counting/count-objects-l1.yaml" ;;
        wrong-answer)
            sed -i '0,/^\( *\)answer: 14$/s//\1answer: 15/' "$content/curriculum/1/03-strategies/mastery.yaml" ;;
    esac
    if [ "$case" != clean ] && git -C "$content" diff --quiet; then
        echo "case $case changed nothing: its sed no longer matches the curriculum" >&2; exit 1
    fi

    export RUNNER_TEMP=$work/temp-$jobs
    mkdir -p "$RUNNER_TEMP"
    export GITHUB_OUTPUT=$RUNNER_TEMP/output GITHUB_PATH=$RUNNER_TEMP/path GITHUB_STEP_SUMMARY=$RUNNER_TEMP/summary
    touch "$GITHUB_OUTPUT" "$GITHUB_PATH" "$GITHUB_STEP_SUMMARY"
    local saved_path=$PATH
    echo
    echo "######## case $case ($route route)"
    cd "$content"
    local code=0 hit=
    declare -A out=()

    # Runs one `run` step: its outputs land in out[ID.NAME]; GITHUB_PATH applies to the next.
    run_step() {
        local id=$1 step=$2 start status
        : > "$GITHUB_OUTPUT"
        echo "---- $step"
        start=$(date +%s%N)
        set +e
        "$action/.ci/action.sh" "$step"
        status=$?
        set -e
        echo "     ($(( ($(date +%s%N) - start) / 1000000 )) ms, exit $status)"
        while IFS='=' read -r name value; do
            [ -n "$name" ] && out[$id.$name]=$value
        done < "$GITHUB_OUTPUT"
        while read -r dir; do PATH=$dir:$PATH; done < "$GITHUB_PATH"
        : > "$GITHUB_PATH"
        return $status
    }

    run_step prepare prepare
    echo "---- actions/cache@v4"
    if [ "${out[prepare.route]}" = build ]; then
        key=curriculum-Linux-${out[prepare.key]}
        if [ -d "$cache/$key" ]; then
            mkdir -p "${out[prepare.bin]}" && cp -R "$cache/$key/." "${out[prepare.bin]}/"
            hit=true; echo "     cache hit: $key"
        else
            echo "     cache miss: $key"
        fi
    else
        echo "     skipped (release route)"
    fi
    run_step install install || { echo "install failed: the job stops here"; PATH=$saved_path; cd "$repo"; return 1; }
    run_step lint lint || true
    run_step sarif lint-sarif || true
    echo "---- github/codeql-action/upload-sarif@v3"
    if [ "$CURRICULUM_SARIF" = true ] && [ -n "${out[sarif.sarif]:-}" ]; then
        if command -v jq > /dev/null; then
            jq -e '.version == "2.1.0" and (.runs | length) == 1' "${out[sarif.sarif]}" > /dev/null \
                || { echo "     ${out[sarif.sarif]} is not SARIF 2.1.0" >&2; exit 1; }
            echo "     would upload $(jq '.runs[0].results | length' "${out[sarif.sarif]}") results (category curriculum)"
        else
            echo "     would upload ${out[sarif.sarif]} (jq not installed: not checked)"
        fi
    else
        echo "     skipped"
    fi
    run_step build build || true
    run_step gate version-gate || true
    echo "---- marocchino/sticky-pull-request-comment@v2"
    if [ "$coverage_comment" = true ] && [ -n "${out[build.coverage]:-}" ] && [ "$GITHUB_EVENT_NAME" = pull_request ]; then
        echo "     would comment (header curriculum-coverage): $(head -1 "${out[build.coverage]}")"
    else
        echo "     skipped"
    fi
    run_step verdict verdict || code=$?
    # actions/cache saves in its post step, at the end of the job, after a miss.
    if [ "${out[prepare.route]}" = build ] && [ -z "$hit" ] && [ -x "${out[prepare.bin]}/curriculum" ]; then
        key=curriculum-Linux-${out[prepare.key]}
        mkdir -p "$cache/$key" && cp -R "${out[prepare.bin]}/." "$cache/$key/"
        echo "---- post actions/cache@v4: saved $key"
    fi
    PATH=$saved_path
    cd "$repo"
    local failed
    failed=$(awk '$2 != 0 { printf "%s%s", sep, $1; sep = " " }' "$RUNNER_TEMP/curriculum-action/codes")
    if [ "$failed" != "$want" ] || { [ -n "$want" ] && [ "$code" -eq 0 ]; } || { [ -z "$want" ] && [ "$code" -ne 0 ]; }; then
        echo "case $case: failed steps '$failed' (verdict exit $code), expected '$want'" >&2
        exit 1
    fi
    echo "case $case: ${failed:-nothing} failed, as expected (verdict exit $code)"
}

jobs=0
start=$(date +%s)
if [ "$route" = build ]; then
    job clean ""   # cache miss: builds
    job clean ""   # cache hit
else
    job clean ""
fi
job copy-edit "lint version-gate"
job wrong-answer "lint build"
echo
echo "the action's steps ran as expected in every case ($(( $(date +%s) - start )) s)"
