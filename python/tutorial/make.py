"""Writes docs/tutorial.ipynb: the cells below, executed, with their outputs stored.

    python python/tutorial/make.py        # after a change to the cells or to the library

needs nbformat, nbclient and ipykernel (pip install nbformat nbclient ipykernel) and the
combgames package installed in the same environment. `python/tests/test_tutorial.py` executes
the notebook again and fails on an error or on an output that differs from the stored one.
"""

import pathlib
import sys

import nbformat
from nbclient import NotebookClient

NOTEBOOK = pathlib.Path(__file__).resolve().parents[2] / "docs" / "tutorial.ipynb"

CELLS = [
    ("markdown", """# combgames in a notebook

Combinatorial game theory from Python, with no Java and no Rust toolchain: the `combgames` wheel
is one file for every CPython from 3.9. Install it with pip (the wheel from a release, or one
built by `maturin build --release -m python/Cargo.toml` on a machine with Rust):

```
pip install combgames-0.1.0-cp39-abi3-manylinux_2_34_x86_64.whl
```

Games, numbers and nimbers show themselves as formulas, thermographs and boards as pictures."""),
    ("code", "import combgames as cg\ncg.__version__"),
    ("code", 'g = cg.Game("{3||2*|1*}")\ng'),
    ("markdown", """## Canonical forms

`Game` reads the standard notation and keeps the canonical form: sums, differences and
comparisons work on it, and so do the stops, the mean and the temperature."""),
    ("code", "g.mean(), g.temperature(), g.stops()"),
    ("code", 'cg.Game("^") + cg.Game("^") + cg.Game("*")'),
    ("code", 'cg.Game("{1|-1}") + cg.Game("{2|-2}")'),
    ("code", 'cg.Game("^") > 0, cg.Game("*").confused_with(0)'),
    ("markdown", """## Thermographs

Temperature upwards, values growing to the left (Left's wall blue, Right's red); the mast stands
at the mean, from the temperature up. `to_tikz()` gives the same picture for a paper."""),
    ("code", "g.thermograph()"),
    ("markdown", """## A ruleset: Domineering

Left places dominoes upright, Right flat. `cg.domineering` gives the canonical value of a board,
`cg.Board` a board that shows itself with its value, and `cg.domineering_outcome` who wins a
board too large for its value (here 6 x 6: the first player)."""),
    ("code", 'board = "....|....|..#."\ncg.domineering(board)'),
    ("code", 'cg.Board("domineering", board)'),
    ("code", 'cg.domineering_outcome("6x6")'),
    ("markdown", """## An octal game: Kayles

`.77` is Kayles: remove one or two adjacent pins. Its nim values are periodic with preperiod
71 and period 12, proven by the octal periodicity theorem; the plot shows the pattern."""),
    ("code", 'kayles = cg.OctalGame(".77")\nkayles.periodicity()'),
    ("code", 'cg.plot_values(kayles.values(120), title="Nim values of Kayles (.77)", x_label="heap n", y_label="g(n)")'),
    ("code", "cg.Nimber(kayles.values(5)[-1])"),
    ("markdown", """## Who wins, by search

The who-wins search of the search core answers positions whose value is out of reach, for any
ruleset: here Clobber, with either player first."""),
    ("code", 'cg.ruleset_outcome("clobber", "xoxo|oxox|xoxo")'),
    ("code", '[cg.ruleset_outcome("clobber", "xoxo|oxox|xoxo", first=p) for p in ("left", "right")]'),
]


def build():
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    for kind, source in CELLS:
        cell = nbformat.v4.new_markdown_cell(source) if kind == "markdown" else nbformat.v4.new_code_cell(source)
        nb.cells.append(cell)
    # Stable cell ids, so that a rerun changes nothing but what the library prints.
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{i:02d}"
    return nb


def execute(nb):
    NotebookClient(nb, timeout=120, kernel_name="python3", allow_errors=False).execute()
    return nb


def main():
    nb = execute(build())
    for cell in nb.cells:
        cell.get("metadata", {}).pop("execution", None)
    nbformat.write(nb, NOTEBOOK)
    print(f"wrote {NOTEBOOK}", file=sys.stderr)


if __name__ == "__main__":
    main()
