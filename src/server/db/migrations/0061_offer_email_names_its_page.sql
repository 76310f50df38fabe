-- The shipped Offer template sent the candidate to "Openhire" without a link; the offer's e-mail now ends with the
-- link to the application's page, and a company's template that is still the shipped one says so instead.
UPDATE "email_templates"
SET "body" = replace("body", 'You will find the details of the offer in Openhire, where you can accept or decline it.', 'The offer itself is waiting for you on your application page, linked below, where you can accept or decline it.'),
	"updated_at" = now()
WHERE "name" = 'Offer'
	AND "body" LIKE '%You will find the details of the offer in Openhire, where you can accept or decline it.%';
