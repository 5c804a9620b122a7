-- A stored file may be referenced from several rows: the owner's profile (users.cv_file_id,
-- users.photo_file_id) and every application sent with it (applications.cv_file_id,
-- cover_letter_file_id). The api deletes a file row only when none of them refers to it any more,
-- so a CV stays with the applications it was sent with after its owner deletes or replaces it.

-- The profile pointers become real foreign keys, so no code path can leave a pointer to a deleted
-- file. Pointers that already point nowhere are cleared first, or the constraint could not be added.
UPDATE users SET cv_file_id = NULL
  WHERE cv_file_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM files WHERE files.id = users.cv_file_id);
UPDATE users SET photo_file_id = NULL
  WHERE photo_file_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM files WHERE files.id = users.photo_file_id);
ALTER TABLE users
  ADD CONSTRAINT users_cv_file_fk FOREIGN KEY (cv_file_id) REFERENCES files (id),
  ADD CONSTRAINT users_photo_file_fk FOREIGN KEY (photo_file_id) REFERENCES files (id);

-- "Does anything still refer to this file?" is asked on every delete and replace, and PostgreSQL
-- asks it too for each foreign key when a file row is deleted: indexes keep both from scanning.
CREATE INDEX users_cv_file_idx ON users (cv_file_id) WHERE cv_file_id IS NOT NULL;
CREATE INDEX users_photo_file_idx ON users (photo_file_id) WHERE photo_file_id IS NOT NULL;
CREATE INDEX applications_cv_file_idx ON applications (cv_file_id) WHERE cv_file_id IS NOT NULL;
CREATE INDEX applications_cover_letter_file_idx ON applications (cover_letter_file_id)
  WHERE cover_letter_file_id IS NOT NULL;
