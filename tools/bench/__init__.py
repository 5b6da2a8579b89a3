"""Benches: the speed of the rules engine and the rollouts, the table's layout over many
rounds, and the autosave of a long match."""
