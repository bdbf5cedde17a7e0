-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "excerpt" TEXT,
ADD COLUMN     "hasSubscriberSection" BOOLEAN NOT NULL DEFAULT false;

-- The posts already written get what the server writes with each new or edited one (excerptOf and
-- hasSubscriberSection in server/src/modules/posts/post-content.ts, legacy `{ type: 'paragraph', text }`
-- blocks included): the paragraphs joined by spaces, whitespace as JavaScript's `\s` collapsed, cut to 139
-- characters and "…" past 140. The cut counts characters where JavaScript counts UTF-16 units, so a long
-- post with emoji early on may be cut a character or two later than the server would cut it.
UPDATE "Post" p SET
  "hasSubscriberSection" = EXISTS (
    SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.content) = 'array' THEN p.content ELSE '[]' END) b
     WHERE b->>'type' = 'subscriberOnly'),
  "excerpt" = CASE WHEN p."isSubscriberOnly" THEN NULL ELSE (
    SELECT CASE WHEN char_length(t) > 140 THEN left(t, 139) || '…' ELSE t END
      FROM (SELECT btrim(regexp_replace(coalesce(string_agg(par, ' ' ORDER BY o), ''),
                                        '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'), ' ') AS t
              FROM (SELECT o, CASE WHEN jsonb_typeof(b->'spans') = 'array'
                                   THEN coalesce((SELECT string_agg(s->>'text', '' ORDER BY so) FROM jsonb_array_elements(b->'spans') WITH ORDINALITY x(s, so)), '')
                                   ELSE b->>'text' END AS par
                      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.content) = 'array' THEN p.content ELSE '[]' END) WITH ORDINALITY y(b, o)
                     WHERE b->>'type' = 'paragraph' AND (jsonb_typeof(b->'spans') = 'array' OR jsonb_typeof(b->'text') = 'string')) paragraphs) joined)
  END;
