-- The companies of before scorecards get the two templates a new company starts with.
WITH shipped (shipped, name, sections) AS (
VALUES
  ('screen', 'General screen', '[{"name":"Motivation and fit","criteria":[{"id":"7f2a4b7a-02da-440a-a9b6-35deeda670f1","name":"Interest in the role","hint":"Knows what the job is and why they want it"},{"id":"33a8b3de-8107-4117-b0fb-6a7908b57f25","name":"Communication","hint":"Explains clearly and listens"},{"id":"cfb3c49a-2160-44d1-9e2e-2927b74ed8c8","name":"Expectations","hint":"Start date, place of work and pay fit what the job offers"}]},{"name":"Experience","criteria":[{"id":"cb974f7a-b726-40d0-8391-07e5ed5445bf","name":"Relevant experience","hint":"Has done similar work"},{"id":"10a23102-82dd-44ba-82de-295874815e05","name":"Learning","hint":"Picks up new things quickly"}]}]'::jsonb),
  ('technical', 'Technical interview', '[{"name":"Technical skills","criteria":[{"id":"8f070d2c-93f7-4012-9b9c-f13293760829","name":"Problem solving","hint":"Can break a problem into parts"},{"id":"d5138add-4302-42db-96b1-73f16a5b4e87","name":"System design","hint":"Weighs the trade-offs of a design and explains them"},{"id":"908cf734-d798-4dea-8108-494befa8d5cc","name":"Quality","hint":"Does work others can read, check and change"}]},{"name":"Working together","criteria":[{"id":"d6f7add2-61c7-4665-b857-8b2681348e6f","name":"Explaining","hint":"Talks through their reasoning while they work"},{"id":"208faa79-b2a0-4dba-8f56-922de60e7102","name":"Taking feedback","hint":"Takes hints and questions well"}]}]'::jsonb)
),
templates AS (
  INSERT INTO scorecard_templates (company_id, shipped)
  SELECT companies.id, shipped.shipped FROM companies CROSS JOIN shipped
  RETURNING id, shipped
)
INSERT INTO scorecard_template_versions (template_id, version, name, sections)
SELECT templates.id, 1, shipped.name, shipped.sections FROM templates JOIN shipped USING (shipped);
