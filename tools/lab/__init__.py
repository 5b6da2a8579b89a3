"""The AI lab: duplicate matches, searches and models that are measured against the master
but that no player meets (docs/MASTER-STRENGTH.md)."""
