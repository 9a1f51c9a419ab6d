/**
 * Registers the rules language services with Monaco: completion, hover and quick fixes
 * from src/editor-language, adapted to Monaco's types. Providers are registered once per
 * page and answer only for the models an editor attached a context to.
 */
import type { Diagnostic } from '../../engine/types';
import { codeActionsFor, completionsAt, hoverAt } from '../../editor-language';
import type { CompletionEntry, EditorContext, EditorDiagnostic } from '../../editor-language';
import { toMonacoRange, toSourceRange, type Model } from './convert';
import type { Monaco } from './monaco';

/** What the providers need to know about one model, read at request time (so it is always current). */
export interface ModelServices {
  context(): EditorContext;
  diagnostics(): readonly (Diagnostic | EditorDiagnostic)[];
}

const attached = new Map<string, ModelServices>();
let registered = false;

/** Makes the language services answer for `model`; returns the detach function. */
export function attachServices(monaco: Monaco, model: Model, services: ModelServices): () => void {
  registerOnce(monaco);
  const key = model.uri.toString();
  attached.set(key, services);
  return () => {
    if (attached.get(key) === services) attached.delete(key);
  };
}

function kindOf(monaco: Monaco, kind: CompletionEntry['kind']) {
  const k = monaco.languages.CompletionItemKind;
  const map = {
    property: k.Property,
    value: k.Value,
    enum: k.EnumMember,
    column: k.Field,
    type: k.TypeParameter,
    snippet: k.Snippet,
  } as const;
  return map[kind];
}

function registerOnce(monaco: Monaco): void {
  if (registered) return;
  registered = true;
  const servicesOf = (model: Model) => attached.get(model.uri.toString());

  monaco.languages.registerCompletionItemProvider('json', {
    // `"` opens a key or a value, `:` a value: both are where there is something to offer.
    triggerCharacters: ['"', ':'],
    provideCompletionItems(model, position) {
      const services = servicesOf(model);
      if (!services) return { suggestions: [] };
      const offset = model.getOffsetAt(position);
      const entries = completionsAt(model.getValue(), offset, services.context());
      return {
        suggestions: entries.map((e) => {
          // One range for both Enter (insert) and Tab (replace): the entry is a whole JSON
          // string or key, so it must overwrite the token's quotes on both sides of the
          // cursor. Monaco filters on the text between the range start and the cursor.
          const range = toMonacoRange(monaco, model, e.range);
          return {
            label: e.label,
            kind: kindOf(monaco, e.kind),
            detail: e.detail,
            documentation: e.documentation ? { value: e.documentation } : undefined,
            insertText: e.insertText,
            insertTextRules: e.snippet
              ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet
              : undefined,
            filterText: e.filterText,
            sortText: e.sortText,
            range,
            command: e.retrigger
              ? { id: 'editor.action.triggerSuggest', title: 'Suggest' }
              : undefined,
          };
        }),
      };
    },
  });

  monaco.languages.registerHoverProvider('json', {
    provideHover(model, position) {
      const services = servicesOf(model);
      if (!services) return null;
      const hover = hoverAt(model.getValue(), model.getOffsetAt(position), services.context());
      if (!hover) return null;
      return {
        contents: hover.contents.map((value) => ({ value })),
        range: toMonacoRange(monaco, model, hover.range),
      };
    },
  });

  monaco.languages.registerCodeActionProvider(
    'json',
    {
      provideCodeActions(model, range, context) {
        const services = servicesOf(model);
        if (!services) return { actions: [], dispose() {} };
        const actions = codeActionsFor(services.diagnostics(), toSourceRange(model, range)).map(
          (a) => {
            const markerRange = toMonacoRange(monaco, model, a.diagnostic.range, true);
            const marker = context.markers.find(
              (m) =>
                m.code === a.diagnostic.kind &&
                m.message === a.diagnostic.message &&
                markerRange.containsPosition({
                  lineNumber: m.startLineNumber,
                  column: m.startColumn,
                }),
            );
            return {
              title: a.title,
              kind: 'quickfix',
              isPreferred: a.isPreferred,
              diagnostics: marker ? [marker] : undefined,
              edit: {
                edits: a.edits.map((edit) => ({
                  resource: model.uri,
                  versionId: model.getVersionId(),
                  textEdit: { range: toMonacoRange(monaco, model, edit), text: edit.newText },
                })),
              },
            };
          },
        );
        return { actions, dispose() {} };
      },
    },
    { providedCodeActionKinds: ['quickfix'] },
  );
}
