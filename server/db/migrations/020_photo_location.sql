-- Where a photo was taken (issue 27 item 3; docs/decisions/047-photo-location.md): a stored file
-- keeps the latitude, longitude and accuracy (metres) its write sent, and where they came from:
-- 'exif' (the photo's own GPS), 'device' (the browser's position when it was added) or 'none'
-- (sent without a location: "no location"). NULL source: not known (sent before this, or the demo's).
ALTER TABLE stored_file ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90);
ALTER TABLE stored_file ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180);
ALTER TABLE stored_file ADD COLUMN location_accuracy double precision CHECK (location_accuracy >= 0);
ALTER TABLE stored_file ADD COLUMN location_source text CHECK (location_source IN ('exif', 'device', 'none'));
ALTER TABLE stored_file ADD CONSTRAINT stored_file_location_check CHECK (
  (location_source IN ('exif', 'device') AND latitude IS NOT NULL AND longitude IS NOT NULL)
  OR (location_source IS DISTINCT FROM 'exif' AND location_source IS DISTINCT FROM 'device' AND latitude IS NULL AND longitude IS NULL AND location_accuracy IS NULL)
);
