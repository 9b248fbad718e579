ALTER TABLE "hpc_cards" ADD COLUMN "self_input" jsonb;--> statement-breakpoint
ALTER TABLE "hpc_cards" ADD COLUMN "peer_input" jsonb;