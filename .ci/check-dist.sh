#!/usr/bin/env bash
# `make dist-check`: the release tarball runs on a machine with no Swift and no libyaml.
#
# Checks the tarball against its .sha256, then builds an empty root holding only the binary and
# the files `ldd` says it loads (the C library), a copy of curriculum/, /tmp and /proc, and runs
# `--version`, `lint` and `build` in it with no environment. The bundles it writes must be the
# bytes the same binary writes outside. Run as root, or as a user where user namespaces are
# allowed (`unshare --map-root-user`).
#
#   .ci/check-dist.sh [DIST_DIR]        (default dist-release; the tarball `make dist` wrote)
set -euo pipefail
cd "$(dirname "$0")/.."
dist=${1:-dist-release}

shopt -s nullglob
tarballs=("$dist"/curriculum-*-linux-"$(uname -m)".tar.gz)
[ ${#tarballs[@]} -eq 1 ] || { echo "want one tarball in $dist/ for $(uname -m), found ${#tarballs[@]}: run make dist" >&2; exit 1; }
tarball=${tarballs[0]}
echo "== $tarball"
(cd "$dist" && sha256sum -c "$(basename "$tarball").sha256")
echo "tarball $(du -h "$tarball" | cut -f1)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
mkdir -p "$root/usr/local/bin" "$root/work" "$root/tmp" "$root/proc"
chmod 1777 "$root/tmp"
tar -xzf "$tarball" -C "$root/usr/local/bin"
bin=$root/usr/local/bin/curriculum
[ -x "$bin" ] || { echo "the tarball holds no executable 'curriculum'" >&2; exit 1; }
echo "binary $(du -h "$bin" | cut -f1)"

echo "== ldd"
ldd "$bin" | tee "$work/ldd"
if grep -E 'libswift|libFoundation|libicu|libdispatch|libBlocksRuntime|libyaml|libstdc\+\+|libgcc_s|not found' "$work/ldd"; then
    echo "the binary loads the libraries above: it needs more than the C library" >&2
    exit 1
fi
floor=$(objdump -T "$bin" 2>/dev/null | grep -o 'GLIBC_[0-9.]*' | sort -Vu | tail -1 || true)
echo "needs glibc ${floor#GLIBC_} or later"

# The root: the loader and each library at the path ldd printed (links resolved), nothing else.
grep -o '/[^ ]*' "$work/ldd" | while read -r lib; do
    mkdir -p "$root$(dirname "$lib")"
    cp -L "$lib" "$root$lib"
done
cp -R curriculum "$root/work/curriculum"
cp -R curriculum "$work/outside"
echo "== the root"
(cd "$root" && find . -type f ! -path './work/curriculum/*' | sort)
echo "plus work/curriculum/ ($(find "$root/work/curriculum" -type f | wc -l) files)"
if find "$root" \( -name 'libswift*' -o -name 'libyaml*' -o -name 'swift*' \) | grep .; then
    echo "the root holds Swift or libyaml" >&2
    exit 1
fi

namespace=()
[ "$(id -u)" -eq 0 ] || namespace=(--map-root-user)
# Runs the binary inside the root, from /work, with an empty environment and /proc mounted, as
# on any Linux system: the Swift runtime reads the program's arguments from /proc/self/cmdline.
in_root() {
    env -i unshare "${namespace[@]}" --mount --pid --fork --mount-proc=/proc --root="$root" --wd=/work \
        /usr/local/bin/curriculum "$@"
}
now() { date +%s%N; }

echo "== in the root"
in_root --version
start=$(now)
in_root lint curriculum --min-severity warning
lint_ms=$(( ($(now) - start) / 1000000 ))
start=$(now)
in_root build curriculum --out dist
build_ms=$(( ($(now) - start) / 1000000 ))
echo "lint ${lint_ms} ms, build ${build_ms} ms (in the root, one run each)"

# The same binary outside the root, on the same sources, writes the same bytes.
(cd "$work" && mv outside curriculum && "$bin" build curriculum --out dist-outside >/dev/null)
if ! diff -r "$root/work/dist" "$work/dist-outside" >/dev/null; then
    diff -r "$root/work/dist" "$work/dist-outside" | head -20
    echo "the bundles built in the root differ from those built outside it" >&2
    exit 1
fi
echo "the bundles built in the root are byte for byte those built outside it"
echo "dist-check passed"
