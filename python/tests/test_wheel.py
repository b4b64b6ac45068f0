"""The installed package is the abi3 wheel, working on a machine without a Rust toolchain.

`.ci/run` builds the wheel with maturin, installs it into a fresh venv whose PATH has no cargo,
rustc or rustup, and runs the suite there with COMBGAMES_TEST_WHEEL=1; these tests then check
that what the suite exercised is that wheel. Without the variable (a `pip install ./python`
build, for instance) they are skipped.
"""

import importlib.metadata
import os
import pathlib
import shutil
import sys
import sysconfig

import pytest

import combgames

pytestmark = pytest.mark.skipif(
    not os.environ.get("COMBGAMES_TEST_WHEEL"),
    reason="only when the suite runs on the installed wheel (COMBGAMES_TEST_WHEEL=1, as .ci/run does)",
)


def test_no_rust_toolchain_on_the_path():
    for tool in ("cargo", "rustc", "rustup"):
        assert shutil.which(tool) is None, f"{tool} is on the PATH: {shutil.which(tool)}"


def test_the_package_comes_from_site_packages_not_the_source_tree():
    site = pathlib.Path(sysconfig.get_paths()["purelib"]).resolve()
    package = pathlib.Path(combgames.__file__).resolve().parent
    assert package.parent == site, f"combgames imported from {package}, not {site}"
    native = pathlib.Path(combgames._native.__file__).resolve()
    assert native.parent == package
    # The stable ABI: one shared object for every CPython >= 3.9, named *.abi3.so.
    assert native.name.endswith(".abi3.so"), native.name


def test_the_wheel_carries_its_types_and_python_modules():
    package = pathlib.Path(combgames.__file__).resolve().parent
    for name in ("__init__.py", "__init__.pyi", "py.typed", "search.py"):
        assert (package / name).is_file(), name
    assert (package / "distributed" / "driver.py").is_file()
    assert (package / "web" / "server.py").is_file() and (package / "web" / "page.py").is_file()


def test_the_metadata_states_the_python_and_the_extras():
    meta = importlib.metadata.metadata("combgames")
    assert meta["Requires-Python"] == ">=3.9"
    assert sys.version_info >= (3, 9)
    requires = importlib.metadata.requires("combgames") or []
    assert any(r.startswith("ray") and "distributed" in r for r in requires), requires
    wheel = importlib.metadata.distribution("combgames").read_text("WHEEL") or ""
    assert "Tag: cp39-abi3-" in wheel, wheel
    assert "Root-Is-Purelib: false" in wheel, wheel


def test_a_first_computation():
    assert str(combgames.Game("{3||2*|1*}").temperature()) == "3/4"
