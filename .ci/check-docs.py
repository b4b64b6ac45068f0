#!/usr/bin/env python3
"""Fails if README.md or a guide in docs/ links to a file or image that does not exist, or
if a figure in docs/figures/ is shown by no guide."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
pages = [root / "README.md", *sorted((root / "docs").glob("*.md"))]
link = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
missing, shown = [], set()
for page in pages:
    text = page.read_text(encoding="utf-8")
    # Links inside code blocks and inline code are not links.
    text = re.sub(r"```.*?```", "", text, flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    for target in link.findall(text):
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            continue
        path = (page.parent / target.split("#")[0]).resolve()
        if not path.exists():
            missing.append(f"{page.relative_to(root)}: {target}")
        shown.add(path)
unshown = [
    f"docs/figures/{f.name}"
    for f in sorted((root / "docs" / "figures").glob("*.svg"))
    if f.resolve() not in shown
]
for problem in missing:
    print(f"missing link target: {problem}", file=sys.stderr)
for figure in unshown:
    print(f"figure shown by no page: {figure}", file=sys.stderr)
if missing or unshown:
    sys.exit(1)
print(f"docs: {len(pages)} pages, every link and image resolves, every figure is shown")
