#!/usr/bin/env bash
# Builds FerretDB (the embedded MongoDB-compatible server) from its Go module into the cache.
#
# Why not a plain `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2`: it needs the
# module proxy's version list (refused on some proxies) and the module zip ships without
# build/version/version.txt, so the binary it makes panics at start. We fetch the same module
# version, add that file and build it from the module's own go.mod and go.sum.
set -euo pipefail

VERSION="${FERRETDB_VERSION:-v1.24.2}"
OUT="${1:?usage: build-ferretdb.sh <output-binary>}"
command -v go >/dev/null || { echo "build-ferretdb: Go is not installed (needed once to build FerretDB)" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
cat > go.mod <<MOD
module ferretdb-fetch

go 1.24

require github.com/FerretDB/FerretDB $VERSION
MOD
echo "build-ferretdb: fetching FerretDB $VERSION" >&2
GOFLAGS=-mod=mod go mod download -json github.com/FerretDB/FerretDB > module.json
src="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' module.json)"
[ -d "$src" ] || { echo "build-ferretdb: module source not found after download" >&2; cat module.json >&2; exit 1; }

cp -r "$src" "$work/src"
chmod -R u+w "$work/src"
echo "$VERSION" > "$work/src/build/version/version.txt"
echo "build-ferretdb: building (takes a minute or two the first time)" >&2
mkdir -p "$(dirname "$OUT")"
(cd "$work/src" && go build -trimpath -o "$OUT.tmp.$$" ./cmd/ferretdb)
# A per-process temporary name: several first runs may build at once; the last rename wins.
mv "$OUT.tmp.$$" "$OUT"
# Read the whole output: `| head -1` would close the pipe early and, under pipefail, fail the
# build with SIGPIPE (exit 141) whenever the binary prints more than head has read.
version_output="$("$OUT" --version)"
echo "${version_output%%$'\n'*}" >&2
