from training.agreement import cohen_kappa


def test_kappa_perfect_and_chance():
    assert cohen_kappa([True, False, True, False], [True, False, True, False]) == 1.0
    assert abs(cohen_kappa([True, True, False, False], [True, False, True, False])) < 1e-9


def test_kappa_partial():
    a = [True] * 40 + [False] * 60
    b = [True] * 35 + [False] * 5 + [True] * 5 + [False] * 55
    assert 0.7 < cohen_kappa(a, b) < 0.85
