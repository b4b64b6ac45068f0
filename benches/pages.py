"""The pages the measuring scripts write: each script owns sections of a page between markers
`<!-- NAME: begin -->` and `<!-- NAME: end -->`, and rewrites only those, so that every figure
has one home (docs/performance.md for speed and memory) and one script that measures it."""

from pathlib import Path


def markers(name):
    return f"<!-- {name}: begin -->", f"<!-- {name}: end -->"


def replace_section(path, name, lines, heading=None):
    """Rewrites the section `name` of the page at `path` with `lines` (the markers added);
    appends it (under `heading`, if given) when the page has no such section yet."""
    path = Path(path)
    begin, end = markers(name)
    page = path.read_text() if path.exists() else ""
    block = "\n".join([begin, *lines, end])
    if begin in page and end in page:
        head, rest = page.split(begin, 1)
        _, tail = rest.split(end, 1)
        page = head + block + tail
    else:
        if page and not page.endswith("\n"):
            page += "\n"
        if heading:
            page += f"\n{heading}\n\n"
        page += block + "\n"
    path.write_text(page)


def section(path, name):
    """The lines of the section `name` of the page at `path` (empty if it has none)."""
    path = Path(path)
    begin, end = markers(name)
    page = path.read_text() if path.exists() else ""
    if begin not in page or end not in page:
        return []
    return page.split(begin, 1)[1].split(end, 1)[0].strip("\n").splitlines()
