#!/usr/bin/env python3
"""Fails if the house's imports run upwards or in a circle.

* Crates: every workspace crate sits on a layer, and depends only on crates of lower layers
  (the layers of docs/search.md: foundation, values and the search core, impartial values,
  rulesets, problem crates, facade).
* Files: within a crate, the files' `crate::` paths (items re-exported at the crate root are
  resolved to the file that defines them) form no circle.
"""
import re
import sys
import tomllib
from pathlib import Path

root = Path(__file__).resolve().parent.parent

LAYERS = {
    "combgames-base": 0,
    "combgames-counting": 1,
    "combgames-dyadic": 1,
    "combgames-search": 1,
    "combgames-zeckendorf": 1,
    "combgames-histconv": 2,
    "combgames-grundy": 2,
    "combgames-partizan": 2,
    "combgames-rulesets": 3,
    "combgames-draw": 3,
    "combgames-stone-game": 3,
    "combgames-fibonacci-tree-game": 3,
    "combgames-left-vs-right": 3,
    "combgames": 4,
}

problems = []
for manifest in [root / "Cargo.toml", *sorted((root / "crates").glob("*/Cargo.toml"))]:
    package = tomllib.loads(manifest.read_text())
    name = package["package"]["name"]
    if name not in LAYERS:
        problems.append(f"{manifest.relative_to(root)}: crate {name} has no layer in .ci/check-imports.py")
        continue
    for dep in package.get("dependencies", {}):
        if dep in LAYERS and LAYERS[dep] >= LAYERS[name]:
            problems.append(f"{name} (layer {LAYERS[name]}) depends on {dep} (layer {LAYERS[dep]})")


def module(src, path):
    parts = list(path.relative_to(src).with_suffix("").parts)
    if parts[-1] in ("mod", "lib"):
        parts = parts[:-1]
    return "::".join(parts)


for src in sorted((root / "crates").glob("*/src")):
    modules = {module(src, f): f for f in src.rglob("*.rs")}
    lib = modules[""].read_text()
    exported = {}
    for path, names in re.findall(r"pub use ([a-z_:]+)::\{([^}]*)\}", lib) + re.findall(
        r"pub use ([a-z_:]+)::(\w+);", lib
    ):
        for item in re.split(r"[,\s]+", names):
            if item:
                exported[item] = path
    graph = {m: set() for m in modules}
    for name, path in modules.items():
        text = re.split(r"#\[cfg\(test\)\]\s*(?:#\[path[^\]]*\]\s*)?mod tests", path.read_text())[0]
        text = re.sub(r"//.*", "", text)
        refs = []
        for group in re.findall(r"use crate::\{([^;]*)\};", text, re.S):
            refs += [r.strip() for r in re.sub(r"\{[^}]*\}", "", group).split(",") if r.strip()]
            refs += re.findall(r"([a-z_]+)::\{", group)
        refs += re.findall(r"crate::([A-Za-z_][A-Za-z0-9_]*(?:::[a-z_][a-z0-9_]*)*)", text)
        for ref in refs:
            parts = ref.split("::")
            target = exported.get(parts[0])
            if target is None:
                target = next(
                    ("::".join(parts[:k]) for k in range(len(parts), 0, -1) if "::".join(parts[:k]) in modules),
                    None,
                )
            if target and target in modules and target not in ("", name):
                graph[name].add(target)
    index, low, stack, on, counter = {}, {}, [], set(), [0]

    def strong(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            circle = []
            while True:
                w = stack.pop()
                on.discard(w)
                circle.append(w)
                if w == v:
                    break
            if len(circle) > 1:
                problems.append(f"{src.parent.name}: the files {sorted(circle)} import one another")

    sys.setrecursionlimit(10000)
    for v in graph:
        if v not in index:
            strong(v)

for problem in problems:
    print(problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"imports: {len(LAYERS)} crates on their layers, no circle between the files of a crate")
