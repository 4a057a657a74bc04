// The terminal renderer lives here; see issue 4.
