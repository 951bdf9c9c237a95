"""The shipped model artifacts, installed as package data of ``pinlane.models``.

Loaded with ``importlib.resources`` (see ``pinlane.classifier.runtime``), so they are found the
same way in a checkout, an editable install and a wheel. Rebuilt by ``python -m training train``.
"""
