CREATE TABLE "photo_children" (
	"photo_id" integer NOT NULL,
	"student_admission_id" integer NOT NULL,
	CONSTRAINT "photo_children_photo_id_student_admission_id_pk" PRIMARY KEY("photo_id","student_admission_id")
);
--> statement-breakpoint
ALTER TABLE "photo_children" ADD CONSTRAINT "photo_children_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_children_child_idx" ON "photo_children" USING btree ("student_admission_id");