"""Every public name has a docstring with an example, and every example runs as written."""

import doctest

import combgames as cg
from combgames import search, web

PUBLIC = [name for name in dir(cg) if not name.startswith("__")]


def documented():
    """The module, its public classes and functions, and the methods of its classes; the
    search module and its public names."""
    yield cg
    yield search
    yield web
    yield from (web.answer_game, web.answer_board, web.make_server)
    for name in dir(search):
        item = getattr(search, name)
        if not name.startswith("_") and getattr(item, "__module__", None) == "combgames.search":
            yield item
    for name in PUBLIC:
        item = getattr(cg, name)
        if callable(item):
            yield item
        if isinstance(item, type) and item.__module__ == "combgames":
            for member in vars(item):
                value = getattr(item, member)
                if not member.startswith("_") and callable(value) or member == "_repr_svg_":
                    yield value


def test_every_public_name_has_a_docstring_with_an_example():
    missing = [
        getattr(item, "__qualname__", repr(item))
        for item in documented()
        if ">>>" not in (getattr(item, "__doc__", None) or "")
    ]
    assert missing == []


def test_every_example_in_the_docstrings_runs():
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    seen = set()
    for item in documented():
        for test in finder.find(item, getattr(item, "__qualname__", "combgames"), module=False, globs={}):
            if test.name in seen or id(test.docstring) in seen:
                continue
            seen.add(id(test.docstring))
            runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0
    assert result.attempted >= 60
