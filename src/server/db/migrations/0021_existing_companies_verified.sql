-- Companies from before e-mail confirmation keep inviting as they did: they count as verified since they began.
UPDATE "companies" SET "verified_at" = "created_at" WHERE "verified_at" IS NULL;
