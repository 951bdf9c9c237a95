"""Training-side code: data preparation, training, ONNX export, evaluation and benchmarks.

Imports scikit-learn and friends (the ``train`` extra); nothing under ``classifier/`` or
``ledger/`` imports this package at run time.
"""
