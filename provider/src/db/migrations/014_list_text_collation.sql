-- Text sorts of the paged lists (getSalesOrdersPage) in the order the gateway sorts the spec's
-- whole lists in memory (Intl.Collator nl, numeric, base sensitivity): ICU root with numeric
-- digits and primary strength, so case and accents tie (then the tie-breaker) and A9 < A10.
create collation if not exists list_text (provider = icu, locale = '@colNumeric=yes;colStrength=primary', deterministic = false);
