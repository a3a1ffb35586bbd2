-- Photos are kept without their metadata (issue 43, item 3; decision 021's amendment): the server
-- re-encodes every photo it is sent, so the bytes it keeps are not the bytes the phone hashed.
-- `sha256` stays the hash of the bytes sent (the receipt the person saw, and the file's identity:
-- writes name a file by it, and the same photo sent again is the same file); `stored_sha256` is
-- the hash of the bytes kept, which the move between stores checks its copies against. NULL: a
-- file kept before this, whose bytes are the bytes sent.
ALTER TABLE stored_file ADD COLUMN stored_sha256 char(64) CHECK (stored_sha256 ~ '^[0-9a-f]{64}$');

-- A photo's other uses are found by the hash of what was sent, whoever sent it (issue 43, item 4:
-- the same picture as evidence of two workshops is marked on both).
CREATE INDEX stored_file_sha256_idx ON stored_file (sha256);
