import path from 'node:path';

/**
 * A relative import stays inside its own part of app/: a feature (app/features/<name>/) or a top-level folder
 * (app/ai, app/jobs, app/lib, app/components, app/routes). Anything further away is imported by its alias
 * (`~/features/analysis/...`, `~/ai/...`), so an import names the feature or layer it reaches and reads the same in
 * every file.
 */
const partOf = (file) => {
  const match = /[\\/]app[\\/](features[\\/][^\\/]+|[^\\/]+(?=[\\/]))/.exec(file);
  return match ? match[1].replace(/\\/g, '/') : null;
};

const rule = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Imports that leave their feature or folder of app/ use the ~/ alias, never ../' },
    messages: {
      byAlias: "'{{source}}' leaves {{from}}: import it as '~/{{target}}'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = partOf(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      const to = partOf(`${resolved}/`);
      if (!to || to === from) return;
      const target = resolved.slice(resolved.search(/[\\/]app[\\/]/) + 5).replace(/\\/g, '/');
      context.report({
        node: node.source,
        messageId: 'byAlias',
        data: { source, from: `app/${from}`, target },
        fix: (fixer) => fixer.replaceText(node.source, `${node.source.raw[0]}~/${target}${node.source.raw[0]}`),
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'imports-by-alias': rule } };
