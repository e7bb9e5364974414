-- Keywords of one or two characters (a Chinese word is often two) cannot use the pg_trgm indexes,
-- which need three. short_grams() gives a text's distinct 1- and 2-character substrings, lower-cased;
-- each searched table stores them for its searched columns (search_grams, a generated column, next
-- migration) under a GIN index, so that every keyword search is served by an index whatever its length.
CREATE OR REPLACE FUNCTION short_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT gram), '{}'::text[])
  FROM (
    SELECT substr(lower(value), i, 1) AS gram FROM generate_series(1, char_length(value)) AS i
    UNION ALL
    SELECT substr(lower(value), i, 2) FROM generate_series(1, char_length(value) - 1) AS i
  ) AS grams
$$;
