#!/bin/sh
# Builds the DocC reference of PlistKit, TerminalKit and GameCore with the toolchain's own
# docc (no package dependency): their symbol graphs, then each catalog, into
# .build/docs/NAME.doccarchive. A warning (a page naming a symbol that does not exist) fails.
set -eu
out=.build/docs
graphs="$out/symbol-graphs"
# Symbol graphs are written as the modules compile: a build of their own, from nothing.
rm -rf .build/docs-build "$out"
mkdir -p "$graphs"
swift build --target GameCore --scratch-path .build/docs-build \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
log=$(mktemp)
for target in PlistKit TerminalKit GameCore; do
  mkdir -p "$out/graphs-$target"
  cp "$graphs/$target".symbols.json "$out/graphs-$target/"
  for extension in "$graphs/$target"@*.symbols.json; do
    if [ -e "$extension" ]; then cp "$extension" "$out/graphs-$target/"; fi
  done
  if ! docc convert "Sources/$target/$target.docc" --fallback-display-name "$target" \
      --fallback-bundle-identifier "plistarcade.$target" --additional-symbol-graph-dir "$out/graphs-$target" \
      --output-path "$out/$target.doccarchive" --warnings-as-errors >"$log" 2>&1; then
    cat "$log"
    echo "docs: the $target reference does not build (above)" >&2
    exit 1
  fi
  echo "docs: $out/$target.doccarchive"
done
