-- Until now a move's candidate saw what it came from: keep saying so for the moves already made.
UPDATE "status_changes" SET "seen_status" = "from_status", "seen_stage_id" = "from_stage_id", "seen_offer_file_id" = "from_offer_file_id";
