// Local ESLint rules of issue 31: a comment says why in a line or two, so no comment block runs over
// `max` lines (default 8): one /* */ or JSDoc block, or `//` lines on consecutive lines.

/** @type {import('eslint').Rule.RuleModule} */
const maxCommentLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limit a comment block (one block comment, or consecutive line comments) to a few lines' },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
    messages: {
      tooLong:
        'Comment block of {{lines}} lines (at most {{max}}): say why in a line or two; measurements and history go to gateway/bench/README.md or the commit body.',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 8;
    const source = context.sourceCode;
    // a `//` comment with code before it on its line is an end-of-line note, not part of a block
    const ownLine = (comment) => source.lines[comment.loc.start.line - 1].slice(0, comment.loc.start.column).trim() === '';
    return {
      Program() {
        const blocks = [];
        for (const comment of source.getAllComments()) {
          if (comment.type === 'Shebang') continue;
          const line = comment.type === 'Line';
          if (line && !ownLine(comment)) continue;
          const last = blocks.at(-1);
          if (line && last?.line && last.end === comment.loc.start.line - 1) last.end = comment.loc.end.line;
          else blocks.push({ line, start: comment.loc.start.line, end: comment.loc.end.line, loc: comment.loc });
        }
        for (const block of blocks) {
          const lines = block.end - block.start + 1;
          if (lines > max) context.report({ loc: { start: block.loc.start, end: { line: block.end, column: 0 } }, messageId: 'tooLong', data: { lines, max } });
        }
      },
    };
  },
};

module.exports = { meta: { name: 'code-health' }, rules: { 'max-comment-lines': maxCommentLines } };
