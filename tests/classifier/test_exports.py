import importlib

import pytest


@pytest.mark.parametrize("package", ["classifier", "ledger"])
def test_all_is_sorted_and_complete(package):
    module = importlib.import_module(package)
    exported = module.__all__
    assert exported == sorted(exported)
    for name in exported:
        assert hasattr(module, name), name
    public = {n for n in vars(module) if not n.startswith("_")}
    submodules = {n for n in public if type(getattr(module, n)).__name__ == "module"}
    assert public - submodules - {"annotations"} == set(exported)
