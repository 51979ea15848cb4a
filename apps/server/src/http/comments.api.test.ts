// Comments (SPEC §5 ≤ 1000, §6 comment = everyone who may view, §7 list/create/update/delete): threads one
// level deep, edit own, managers delete any, resolve/reopen, 422 at the edge, @mentions mailed only to people who may see the deck.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@podium/shared';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { ownerWithDeck } from '../test/sharing-fixtures.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const SLIDE_1 = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1';
const SLIDE_2 = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2';
const SLIDES = `<section data-id="${SLIDE_1}"><p>One</p></section><section data-id="${SLIDE_2}"><p>Two</p></section>`;

interface DeckJson { id: number; slug: string; version: number; document: { slides: Array<{ id: string; blocks: Array<{ id: string }> }> } }

/** An owner's deck with two slides (public unless `visibility` says otherwise; private needs a paid plan). */
async function twoSlideDeck(visibility: 'all' | 'self' = 'all') {
  const { c: owner, me, deck: created } = await ownerWithDeck(server, visibility === 'self' ? 'pro' : 'default', { visibility });
  const saved = await owner.put(`/api/v1/decks/${created.id}.json`, { deck: { data: SLIDES, version: created.version } });
  expect(saved.statusCode).toBe(200);
  return { owner, me, deck: saved.json().deck as DeckJson };
}

async function signedIn() {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  return { c, me };
}

const listUrl = (deckId: number) => `/api/v1/decks/${deckId}/comments.json`;
const itemUrl = (deckId: number, id: number) => `/api/v1/decks/${deckId}/comments/${id}.json`;
const post = (c: TestClient, deckId: number, comment: Record<string, unknown>) => c.post(listUrl(deckId), { comment });

describe('comments API', () => {
  it('creates threads and replies, lists them per slide, and a reply to a reply joins the thread', async () => {
    const { owner, deck } = await twoSlideDeck();
    const { c: viewer, me: viewerMe } = await signedIn();

    const created = await post(viewer, deck.id, { message: 'Typo in the title', slide_hash: SLIDE_2 });
    expect(created.statusCode).toBe(201);
    const thread = created.json().comment;
    expect(thread).toMatchObject({
      deck_id: deck.id, slide_hash: SLIDE_2, block_id: null, parent_id: null, message: 'Typo in the title', resolved: false,
      deleted: false, edited_at: null, user: { id: viewerMe.id, username: viewerMe.username },
    });
    expect(thread.user.email).toBeUndefined();

    const reply = (await post(owner, deck.id, { message: 'Fixed, thanks', parent_id: thread.id })).json().comment;
    expect(reply).toMatchObject({ parent_id: thread.id, slide_hash: SLIDE_2 });
    const nested = (await post(viewer, deck.id, { message: 'Great', parent_id: reply.id, slide_hash: SLIDE_1 })).json().comment;
    expect(nested).toMatchObject({ parent_id: thread.id, slide_hash: SLIDE_2 });
    await post(owner, deck.id, { message: 'On the first slide', slide_hash: SLIDE_1 });

    const all = (await viewer.get(listUrl(deck.id))).json();
    expect(all.total).toBe(4);
    expect(all.results.map((c: { message: string }) => c.message)).toEqual(['Typo in the title', 'Fixed, thanks', 'Great', 'On the first slide']);
    const second = (await new TestClient(server.app).get(`${listUrl(deck.id)}?slide_hash=${SLIDE_2}`)).json();
    expect(second.total).toBe(3);
    expect(second.results.every((c: { slide_hash: string }) => c.slide_hash === SLIDE_2)).toBe(true);
  });

  it('anchors a thread to a block of the slide, and refuses slides and blocks the deck does not have', async () => {
    const { owner, deck } = await twoSlideDeck();
    const block = deck.document.slides[1]!.blocks[0]!.id;
    const onBlock = await post(owner, deck.id, { message: 'This paragraph', slide_hash: SLIDE_2, block_id: block });
    expect(onBlock.statusCode).toBe(201);
    expect(onBlock.json().comment.block_id).toBe(block);

    const missingSlide = await post(owner, deck.id, { message: 'Where?', slide_hash: 'ffffffffffffffffffffffffffffffff' });
    expect(missingSlide.statusCode).toBe(422);
    expect(missingSlide.json().errors.slide_hash).toEqual([MESSAGES.commentSlideMissing]);
    const otherSlidesBlock = await post(owner, deck.id, { message: 'Where?', slide_hash: SLIDE_1, block_id: block });
    expect(otherSlidesBlock.json().errors.block_id).toEqual([MESSAGES.commentAnchorInvalid]);
    expect((await post(owner, deck.id, { message: 'No slide' })).json().errors.slide_hash).toEqual([MESSAGES.commentSlideRequired]);
    expect((await post(owner, deck.id, { message: 'Gone', parent_id: 2_000_000_000 })).json().errors.parent_id).toEqual([MESSAGES.commentParentMissing]);
  });

  it('answers 422 with the SPEC limit over 1000 characters and for blank, mistyped or extra input, never 500', async () => {
    const { owner, deck } = await twoSlideDeck();
    const exact = await post(owner, deck.id, { message: 'x'.repeat(LIMITS.commentMax), slide_hash: SLIDE_1 });
    expect(exact.statusCode).toBe(201);
    const tooLong = await post(owner, deck.id, { message: 'x'.repeat(LIMITS.commentMax + 1), slide_hash: SLIDE_1 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.message).toEqual([MESSAGES.tooLong(1000)]);
    const editTooLong = await owner.put(itemUrl(deck.id, exact.json().comment.id), { comment: { message: 'y'.repeat(1001) } });
    expect(editTooLong.statusCode).toBe(422);
    expect(editTooLong.json().errors.message).toEqual(['At most 1000 characters']);

    expect((await post(owner, deck.id, { message: '   ', slide_hash: SLIDE_1 })).json().errors.message).toEqual([MESSAGES.required]);
    for (const bad of [
      { message: 42, slide_hash: SLIDE_1 },
      { message: 'ok', slide_hash: ['x'] },
      { message: 'ok', slide_hash: '../../etc' },
      { message: 'ok', slide_hash: SLIDE_1, parent_id: 'one' },
      { message: 'ok', slide_hash: SLIDE_1, user_id: 1 },
    ]) expect((await post(owner, deck.id, bad)).statusCode, JSON.stringify(bad)).toBe(422);
    expect((await owner.post(listUrl(deck.id), { comment: 'hello' })).statusCode).toBe(422);
    expect((await owner.post(listUrl(deck.id), {})).statusCode).toBe(422);
    const nul = await post(owner, deck.id, { message: 'a\u0000b', slide_hash: SLIDE_1 });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toBe(MESSAGES.nulCharacter);
    expect((await owner.get(`${listUrl(deck.id)}?slide_hash=%3Cscript%3E`)).statusCode).toBe(422);
    expect((await owner.get(`${listUrl(deck.id)}?page=0`)).statusCode).toBe(422);
    expect((await owner.put(itemUrl(deck.id, exact.json().comment.id), { comment: {} })).statusCode).toBe(422);
    expect((await owner.put(itemUrl(deck.id, exact.json().comment.id), { comment: { resolved: 'yes' } })).statusCode).toBe(422);
    expect((await owner.put(`/api/v1/decks/${deck.id}/comments/abc.json`, { comment: { message: 'x' } })).statusCode).toBe(404);
    expect((await owner.delete(`/api/v1/decks/${deck.id}/comments/99999999999.json`)).statusCode).toBe(404);
  });

  it('lets anyone who may view a public deck comment, asks the signed-out to sign in, and hides a private deck (404)', async () => {
    const { deck } = await twoSlideDeck();
    const { c: viewer } = await signedIn();
    expect((await post(viewer, deck.id, { message: 'Nice deck', slide_hash: SLIDE_1 })).statusCode).toBe(201);
    const anonymous = new TestClient(server.app);
    await anonymous.open();
    expect((await anonymous.get(listUrl(deck.id))).json().total).toBe(1);
    expect((await post(anonymous, deck.id, { message: 'Hi', slide_hash: SLIDE_1 })).statusCode).toBe(401);
    const forged = await viewer.request('POST', listUrl(deck.id), { comment: { message: 'x', slide_hash: SLIDE_1 } }, {}, { csrf: false });
    expect(forged.statusCode).toBe(403);

    const { owner, deck: secret } = await twoSlideDeck('self');
    const mine = (await post(owner, secret.id, { message: 'Note to self', slide_hash: SLIDE_1 })).json().comment;
    const { c: outsider } = await signedIn();
    expect((await outsider.get(listUrl(secret.id))).statusCode).toBe(404);
    expect((await post(outsider, secret.id, { message: 'Let me in', slide_hash: SLIDE_1 })).statusCode).toBe(404);
    expect((await outsider.put(itemUrl(secret.id, mine.id), { comment: { message: 'Mine now' } })).statusCode).toBe(404);
    expect((await outsider.delete(itemUrl(secret.id, mine.id))).statusCode).toBe(404);
    expect((await new TestClient(server.app).get(listUrl(secret.id))).statusCode).toBe(404);
    // A comment id of another deck is not found through this one.
    expect((await owner.put(itemUrl(deck.id, mine.id), { comment: { message: 'x' } })).statusCode).toBe(404);
    expect((await owner.get(listUrl(secret.id))).json().results[0].message).toBe('Note to self');
  });

  it('lets a signed-in reader who holds a share link of a private deck read and comment through it', async () => {
    const { owner, deck: secret } = await twoSlideDeck('self');
    const link = (await owner.post(`/api/v1/decks/${secret.id}/access_tokens.json`, { access_token: { name: 'Reviewers' } })).json().access_token;
    const { c: guest } = await signedIn();
    const withToken = `?token=${link.token}`;
    expect((await guest.get(listUrl(secret.id))).statusCode).toBe(404);
    expect((await guest.get(`${listUrl(secret.id)}${withToken}`)).json()).toEqual({ results: [], total: 0 });
    const created = await guest.post(`${listUrl(secret.id)}${withToken}`, { comment: { message: 'Seen through the link', slide_hash: SLIDE_2 } });
    expect(created.statusCode).toBe(201);
    expect((await guest.put(`${itemUrl(secret.id, created.json().comment.id)}${withToken}`, { comment: { message: 'Edited' } })).statusCode).toBe(200);
    expect((await guest.delete(itemUrl(secret.id, created.json().comment.id))).statusCode).toBe(404);
    expect((await owner.get(listUrl(secret.id))).json().results[0].message).toBe('Edited');
  });

  it('lets only the author edit, the author or a deck manager delete, and the thread author or an editor resolve', async () => {
    const { owner, deck } = await twoSlideDeck();
    const { c: author } = await signedIn();
    const { c: other } = await signedIn();
    const thread = (await post(author, deck.id, { message: 'First draft', slide_hash: SLIDE_1 })).json().comment;

    const edited = await author.put(itemUrl(deck.id, thread.id), { comment: { message: 'Second draft' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().comment.message).toBe('Second draft');
    expect(edited.json().comment.edited_at).toEqual(expect.any(String));
    const byOwner = await owner.put(itemUrl(deck.id, thread.id), { comment: { message: 'Owner rewrite' } });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().error).toBe(MESSAGES.commentEditNotAllowed);
    expect((await other.put(itemUrl(deck.id, thread.id), { comment: { message: 'Mine' } })).statusCode).toBe(403);

    // Resolve: a viewer who did not start the thread may not; its author and the owner (an editor) may.
    const notTheirs = await other.put(itemUrl(deck.id, thread.id), { comment: { resolved: true } });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().error).toBe(MESSAGES.commentResolveNotAllowed);
    const resolved = (await author.put(itemUrl(deck.id, thread.id), { comment: { resolved: true } })).json().comment;
    expect(resolved).toMatchObject({ resolved: true, resolved_at: expect.any(String), resolved_by: { username: expect.any(String) } });
    const reopened = (await owner.put(itemUrl(deck.id, thread.id), { comment: { resolved: false } })).json().comment;
    expect(reopened).toMatchObject({ resolved: false, resolved_at: null, resolved_by: null });
    await author.put(itemUrl(deck.id, thread.id), { comment: { resolved: true } });
    // A reply reopens a resolved thread; a reply itself cannot be resolved.
    const reply = (await post(other, deck.id, { message: 'Not quite done', parent_id: thread.id })).json().comment;
    const afterReply = (await other.get(listUrl(deck.id))).json().results.find((c: { id: number }) => c.id === thread.id);
    expect(afterReply.resolved).toBe(false);
    expect((await other.put(itemUrl(deck.id, reply.id), { comment: { resolved: true } })).statusCode).toBe(403);

    // Delete: another viewer may not; the owner (a manager) may delete anyone's.
    expect((await other.delete(itemUrl(deck.id, thread.id))).statusCode).toBe(403);
    const otherNote = (await post(other, deck.id, { message: 'Spam', slide_hash: SLIDE_2 })).json().comment;
    expect((await owner.delete(itemUrl(deck.id, otherNote.id))).statusCode).toBe(200);
    expect((await other.delete(itemUrl(deck.id, reply.id))).statusCode).toBe(200);
    expect((await owner.get(listUrl(deck.id))).json().total).toBe(1);
  });

  it('keeps a deleted first comment while it has replies, and removes it with its last reply', async () => {
    const { owner, deck } = await twoSlideDeck();
    const { c: viewer } = await signedIn();
    const thread = (await post(viewer, deck.id, { message: 'Question', slide_hash: SLIDE_1 })).json().comment;
    const reply = (await post(owner, deck.id, { message: 'Answer', parent_id: thread.id })).json().comment;

    expect((await viewer.delete(itemUrl(deck.id, thread.id))).statusCode).toBe(200);
    const kept = (await viewer.get(listUrl(deck.id))).json();
    expect(kept.total).toBe(2);
    expect(kept.results[0]).toMatchObject({ id: thread.id, deleted: true, message: '', user: null });
    expect(kept.results[1]).toMatchObject({ id: reply.id, message: 'Answer' });
    // A deleted comment cannot be edited or deleted again; its thread can still be answered.
    expect((await viewer.put(itemUrl(deck.id, thread.id), { comment: { message: 'Back' } })).statusCode).toBe(404);
    const late = (await viewer.post(listUrl(deck.id), { comment: { message: 'Still here', parent_id: thread.id } })).json().comment;
    expect(late.parent_id).toBe(thread.id);

    await owner.delete(itemUrl(deck.id, reply.id));
    expect((await viewer.get(listUrl(deck.id))).json().total).toBe(2);
    await viewer.delete(itemUrl(deck.id, late.id));
    expect((await viewer.get(listUrl(deck.id))).json()).toEqual({ results: [], total: 0 });

    // Without replies a first comment goes at once.
    const lone = (await post(viewer, deck.id, { message: 'Alone', slide_hash: SLIDE_2 })).json().comment;
    await viewer.delete(itemUrl(deck.id, lone.id));
    expect((await viewer.get(listUrl(deck.id))).json().total).toBe(0);
  });

  it('e-mails @mentioned people who may see the deck, with a link to the slide, and nobody else', async () => {
    const { owner, me: ownerMe, deck } = await twoSlideDeck();
    const { me: reader } = await signedIn();
    const { me: other } = await signedIn();
    const { c: commenter, me: commenterMe } = await signedIn();
    const sent = server.mail.length;

    const message = `@${reader.username} and @${other.username.toUpperCase()}, see this (cc @nobody_here_at_all, @${commenterMe.username})`;
    expect((await post(commenter, deck.id, { message, slide_hash: SLIDE_2 })).statusCode).toBe(201);
    const [mail] = await server.mailTo(reader.email);
    expect(mail!.subject).toContain(commenterMe.username);
    expect(mail!.text).toContain(message);
    expect(mail!.text).toContain(`/${ownerMe.username}/${deck.slug}/review#/1`);
    await server.mailTo(other.email);
    // The author is not mailed about their own mention.
    expect(server.mail.slice(sent).map((m) => m.to).sort()).toEqual([reader.email, other.email].sort());

    // An edit mails only people it newly mentions.
    const { me: late } = await signedIn();
    const created = (await owner.get(listUrl(deck.id))).json().results.at(-1);
    await commenter.put(itemUrl(deck.id, created.id), { comment: { message: `${message} and @${late.username}` } });
    await server.mailTo(late.email);
    expect(server.mail.filter((m) => m.to === reader.email)).toHaveLength(1);

    // On a private deck only its owner may see it: mentioning an outsider mails nobody.
    const { owner: privateOwner, me: privateMe, deck: secret } = await twoSlideDeck('self');
    const { me: outsider } = await signedIn();
    const before = server.mail.length;
    const privateComment = await post(privateOwner, secret.id, { message: `@${outsider.username} have a look`, slide_hash: SLIDE_1 });
    expect(privateComment.statusCode).toBe(201);
    // Mail leaves in queue order: once a later mention has arrived, an earlier one to the outsider would have too.
    const { me: marker } = await signedIn();
    await post(commenter, deck.id, { message: `@${marker.username} marker`, slide_hash: SLIDE_1 });
    await server.mailTo(marker.email);
    expect(server.mail.slice(before).filter((m) => m.to === outsider.email)).toEqual([]);
    expect(privateMe.username).toBeTruthy();
  });
});
