"""Teaching material without Qt: the rules book's pages and figures, guided games."""
