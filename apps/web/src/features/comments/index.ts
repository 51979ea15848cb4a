/** Comments on decks: the panel and its provider (review page), and the editor's comment parts. */
export { CommentsProvider } from './CommentsContext';
export { CommentsPanel } from './CommentsPanel';
export { CommentsSideArea, CommentsToggle, EditorCommentsProvider, SlideCommentBadge } from './EditorComments';
export { slideHashAt, slideLabelAt, slideLabelIn, slidePositionOf, type SlidesOnly } from './slideLabels';
