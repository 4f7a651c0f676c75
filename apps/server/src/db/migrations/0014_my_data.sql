-- Profiles people chose to keep become their kept copy (the latest one each), before the per-event flag goes.
INSERT INTO "kept_profiles" ("user_id", "first_name", "last_name", "gender", "hometown_id", "adventure_ids", "destination_ids", "interest_ids", "photo_upload_id", "kept_at")
SELECT DISTINCT ON (p."user_id") p."user_id", p."first_name", p."last_name", p."gender",
  (SELECT pp."place_id" FROM "profile_places" pp WHERE pp."profile_id" = p."id" AND pp."role" = 'hometown' LIMIT 1),
  ARRAY(SELECT pp."place_id" FROM "profile_places" pp WHERE pp."profile_id" = p."id" AND pp."role" = 'adventure' ORDER BY pp."position"),
  ARRAY(SELECT pp."place_id" FROM "profile_places" pp WHERE pp."profile_id" = p."id" AND pp."role" = 'destination' ORDER BY pp."position"),
  ARRAY(SELECT pi."interest_id" FROM "profile_interests" pi WHERE pi."profile_id" = p."id" ORDER BY pi."interest_id"),
  p."photo_upload_id", p."updated_at"
FROM "profiles" p
WHERE p."keep_for_future" AND EXISTS (SELECT 1 FROM "profile_places" pp WHERE pp."profile_id" = p."id" AND pp."role" = 'hometown')
ORDER BY p."user_id", p."updated_at" DESC;
--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "keep_for_future";
