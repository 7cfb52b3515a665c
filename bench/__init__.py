"""Deputy's benchmarks. `make bench` (python -m bench) runs them all and writes JSON to bench/results/."""
