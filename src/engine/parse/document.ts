import { getNodeValue } from 'jsonc-parser';
import { ON_FAILURE_VALUES, OUTPUTS_KEYS, PIPELINE_KEYS, VALIDATIONS_KEYS } from '../catalog';
import type {
  Diagnostic,
  DocumentShape,
  OnFailure,
  OutputConfig,
  ParsedDocument,
  Rule,
  SparkLine,
} from '../types';
import { at, ParseContext, type Where } from './context';
import { kindName, kindOf, parseJson, propertiesOf, propertyOf, type Node } from './json';
import { parseRules } from './rules';
import { didYouMean, closest } from './suggest';
import {
  checkDestinations,
  checkPipelineOutputs,
  checkQuarantineWrite,
  requireDestination,
} from './destinations';

const PIPELINE_ONLY = PIPELINE_KEYS.map((k) => k.name).filter((k) => k !== 'validations');

/**
 * Parses a `validations` document in any of its three shapes (RULES.md §1). Never throws:
 * every problem is a diagnostic with a JSON path and a source range.
 */
export function parseDocument(text: string): ParsedDocument {
  const ctx = new ParseContext(text);
  const { root, diagnostics } = parseJson(text);
  const empty: ParsedDocument = {
    shape: null,
    pipeline: null,
    onFailure: 'fail',
    rules: [],
    report: null,
    outputs: { valid: null, invalid: null },
    diagnostics,
    ok: false,
  };
  if (!root) {
    if (diagnostics.length === 0) {
      diagnostics.push({
        severity: 'error',
        kind: 'empty-document',
        message: 'The document is empty: write {"validations": {"rules": [ … ]}}.',
        messageRef: { id: 'emptyDocument' },
        path: '',
        range: { offset: 0, length: 0 },
      });
    }
    return empty;
  }
  if (diagnostics.length > 0) return empty;
  const top: Where = { path: '', segs: [], node: root };
  if (root.type !== 'object') {
    ctx.error(
      'not-an-object',
      top,
      `The document must be a JSON object, not ${kindName(root)}.`,
      undefined,
      { id: 'documentNotObject', params: { kind: kindOf(root) } },
    );
    return { ...empty, diagnostics: ctx.diagnostics };
  }

  const { shape, block, pipeline } = detectShape(ctx, top);
  if (!block) return { ...empty, shape, diagnostics: ctx.diagnostics };

  const doc = parseValidationsBlock(ctx, block);
  const result: ParsedDocument = {
    ...doc,
    shape,
    pipeline,
    diagnostics: ctx.diagnostics,
    lineDiagnostics: ctx.lineDiagnostics,
    ok: false,
  };
  result.ok = !ctx.diagnostics.some((d) => d.severity === 'error');
  return result;
}

function detectShape(
  ctx: ParseContext,
  top: Where,
): { shape: DocumentShape | null; block: Where | null; pipeline: string | null } {
  const props = propertiesOf(top.node);
  const validations = propertyOf(top.node, 'validations');
  if (validations) {
    const isPipeline = props.some((p) => PIPELINE_ONLY.includes(p.key));
    const shape: DocumentShape = isPipeline ? 'pipeline' : 'validations';
    const name = propertyOf(top.node, 'name');
    const pipeline = name && name.valueNode.type === 'string' ? String(name.valueNode.value) : null;
    if (isPipeline) {
      checkPipelineOutputs(ctx, top);
      const transformations = propertyOf(top.node, 'transformations');
      if (transformations) {
        ctx.report(
          'info',
          'transformations-ignored',
          at(top, 'transformations', transformations.keyNode),
          'Read as a whole pipeline: only `validations` is used; transformations are not applied, the rules run on the loaded file as is.',
          undefined,
          { id: 'transformationsIgnored' },
        );
      }
    } else {
      for (const p of props) {
        if (p.key === 'validations' || p.key === 'name') continue;
        unknownKey(
          ctx,
          top,
          p.key,
          p.keyNode,
          PIPELINE_KEYS.map((k) => k.name),
        );
      }
    }
    const where = at(top, 'validations', validations.valueNode);
    if (validations.valueNode.type !== 'object') {
      ctx.error(
        'not-an-object',
        where,
        `"validations" must be an object, not ${kindName(validations.valueNode)}.`,
        undefined,
        { id: 'validationsNotObject', params: { kind: kindOf(validations.valueNode) } },
      );
      return { shape, block: null, pipeline };
    }
    return { shape, block: where, pipeline };
  }
  const innerKeys = VALIDATIONS_KEYS.map((k) => k.name);
  if (props.some((p) => innerKeys.includes(p.key))) {
    return { shape: 'inner', block: top, pipeline: null };
  }
  const guess = props.find((p) => closest(p.key, ['validations', ...innerKeys], 1).length > 0);
  const best = guess ? closest(guess.key, ['validations', ...innerKeys], 1)[0] : undefined;
  ctx.error(
    'unknown-shape',
    guess ? { path: guess.key, node: guess.keyNode } : top,
    'Expected a pipeline JSON, {"validations": {…}} or {"on_failure": …, "rules": […]}.' +
      (guess ? didYouMean(guess.key, ['validations', ...innerKeys]) : ''),
    guess && best
      ? ctx.replaceFix(`Rename to "${best}"`, guess.keyNode, JSON.stringify(best), {
          id: 'renameTo',
          params: { value: best },
        })
      : undefined,
    { id: 'unknownShape', params: best ? { best } : {} },
  );
  return { shape: null, block: null, pipeline: null };
}

/** Where an unknown key sits, as a word the page's translations switch on. */
function keyPlace(context: string, ruleType?: string): string {
  if (ruleType) return 'rule';
  if (context.includes('validations')) return 'validations';
  if (context.includes('outputs')) return 'outputs';
  return 'document';
}

/** Warns about a key the language does not know, with a did-you-mean fix. */
export function unknownKey(
  ctx: ParseContext,
  parent: Where,
  key: string,
  keyNode: Node,
  known: readonly string[],
  context = '',
  ruleType?: string,
): void {
  const best = closest(key, known, 1)[0];
  ctx.warning(
    'unknown-key',
    at(parent, key, keyNode),
    `Unknown key "${key}"${context}: it is ignored.${best ? ` Did you mean "${best}"?` : ''}`,
    best
      ? ctx.replaceFix(`Rename to "${best}"`, keyNode, JSON.stringify(best), {
          id: 'renameTo',
          params: { value: best },
        })
      : undefined,
    {
      id: 'unknownKey',
      params: {
        key,
        place: keyPlace(context, ruleType),
        ...(best ? { best } : {}),
        ...(ruleType ? { type: ruleType } : {}),
      },
    },
  );
}

function parseValidationsBlock(
  ctx: ParseContext,
  block: Where,
): Pick<ParsedDocument, 'onFailure' | 'rules' | 'report' | 'outputs'> {
  const known = VALIDATIONS_KEYS.map((k) => k.name);
  for (const p of propertiesOf(block.node)) {
    if (!known.includes(p.key)) unknownKey(ctx, block, p.key, p.keyNode, known, ' in validations');
  }
  const onFailure = parseOnFailure(ctx, block);
  const rulesProp = propertyOf(block.node, 'rules');
  let rules: Rule[] = [];
  if (!rulesProp) {
    // A key one letter from "rules" (`rule`, `rulse`) is the list, misspelt: say so there.
    const typo = propertiesOf(block.node).find(
      (p) => !known.includes(p.key) && closest(p.key, ['rules'], 1).length > 0,
    );
    if (typo) {
      ctx.error(
        'missing-rules',
        at(block, typo.key, typo.keyNode),
        `There is no "rules" list: rename "${typo.key}" to "rules".`,
        ctx.replaceFix('Rename to "rules"', typo.keyNode, '"rules"', {
          id: 'renameTo',
          params: { value: 'rules' },
        }),
        { id: 'missingRulesTypo', params: { key: typo.key } },
      );
    } else {
      ctx.error(
        'missing-rules',
        block,
        'There is no "rules" list: add "rules": [ … ].',
        undefined,
        {
          id: 'missingRules',
        },
      );
    }
  } else {
    rules = parseRules(ctx, at(block, 'rules', rulesProp.valueNode));
  }
  const reportProp = propertyOf(block.node, 'report');
  const report = reportProp ? parseReport(ctx, at(block, 'report', reportProp.valueNode)) : null;
  const outputs = parseOutputs(ctx, block, rules);
  checkDestinations(ctx, block, rules, outputs);
  return { onFailure, rules, report, outputs };
}

/**
 * `on_failure`: production aborts only when the value is exactly "fail"
 * (`config.on_failure == "fail"`, sparquet validation/engine.py); any other value runs as
 * "warn". So a value that is not one of the three is a warning that says so, and runs as
 * production runs it (RULES.md §1).
 */
function parseOnFailure(ctx: ParseContext, block: Where): OnFailure {
  const prop = propertyOf(block.node, 'on_failure');
  if (!prop) return 'fail';
  const where = at(block, 'on_failure', prop.valueNode);
  const value = prop.valueNode.value;
  if (prop.valueNode.type !== 'string') {
    ctx.warning(
      'bad-on-failure',
      where,
      `"on_failure" is ${kindName(prop.valueNode)}: production stops only on "fail", so this runs as "warn" and failures will not stop the pipeline. Write "fail", "warn" or "skip".`,
      undefined,
      { id: 'onFailureNotString', params: { kind: kindOf(prop.valueNode) } },
    );
    return 'warn';
  }
  if ((ON_FAILURE_VALUES as readonly string[]).includes(value)) return value as OnFailure;
  const lower = String(value).toLowerCase();
  if ((ON_FAILURE_VALUES as readonly string[]).includes(lower)) {
    ctx.warning(
      'on-failure-case',
      where,
      `"on_failure" is compared case-sensitively: production stops only on "fail", so "${value}" runs as "warn"${lower === 'fail' ? ' and failures will not stop the pipeline' : ''}. Write it lowercase, "${lower}".`,
      ctx.replaceFix(`Write "${lower}"`, prop.valueNode, JSON.stringify(lower), {
        id: 'write',
        params: { value: lower },
      }),
      {
        id: lower === 'fail' ? 'onFailureCaseFail' : 'onFailureCase',
        params: { value: lower, written: String(value) },
      },
    );
    return 'warn';
  }
  const best = closest(String(value), ON_FAILURE_VALUES, 1)[0];
  ctx.warning(
    'bad-on-failure',
    where,
    `"on_failure" is "${value}", not "fail", "warn" or "skip": production stops only on "fail", so this runs as "warn" and failures will not stop the pipeline.${didYouMean(value, ON_FAILURE_VALUES)}`,
    undefined,
    { id: 'badOnFailure', params: { value: String(value), ...(best ? { best } : {}) } },
  );
  return 'warn';
}

/**
 * `validations.report`: production writes a report only when the key holds a non-empty
 * object (`if data.get("report")`), so `null` and `{}` mean no report.
 */
function parseReport(ctx: ParseContext, where: Where): OutputConfig | null {
  if (where.node.type === 'null') return null;
  if (where.node.type === 'object' && propertiesOf(where.node).length === 0) {
    ctx.warning(
      'empty-report',
      where,
      '"report" is empty: production writes no report. Give it a "format" and a "path", or remove it.',
      undefined,
      { id: 'emptyReport' },
    );
    return null;
  }
  return parseOutputConfig(ctx, where, 'report');
}

function parseOutputConfig(
  ctx: ParseContext,
  where: Where,
  role: 'report' | 'valid' | 'invalid',
): OutputConfig | null {
  if (where.node.type !== 'object') {
    ctx.error(
      'not-an-object',
      where,
      `"${role}" must be an output config object, not ${kindName(where.node)}.`,
      undefined,
      { id: 'outputNotObject', params: { role, kind: kindOf(where.node) } },
    );
    return null;
  }
  requireDestination(ctx, where, role === 'report' ? 'validations.report' : `outputs.${role}`);
  const config: OutputConfig = { raw: getNodeValue(where.node) as Record<string, unknown> };
  for (const p of propertiesOf(where.node)) {
    const w = at(where, p.key, p.valueNode);
    // Production reads a null `rules`/`annotate` as absent (sparquet `core/config.py`).
    if ((p.key === 'rules' || p.key === 'annotate') && p.valueNode.type === 'null') continue;
    if ((p.key === 'rules' || p.key === 'annotate') && role !== 'invalid') {
      ctx.error(
        'split-key-misplaced',
        { path: w.path, node: p.keyNode },
        `"${p.key}" belongs on outputs.invalid only: the split is one operation and "valid" is the exact complement of "invalid", so ${role === 'report' ? 'the report' : '"valid"'} cannot choose its own ${p.key === 'rules' ? 'rules' : 'codes column'}.`,
        undefined,
        { id: 'splitKeyMisplaced', params: { name: p.key, role } },
      );
      continue;
    }
    if (p.key === 'rules') config.rules = parseScopeList(ctx, w);
    if (p.key === 'annotate') {
      if (p.valueNode.type !== 'string' || String(p.valueNode.value).trim() === '') {
        ctx.error('bad-annotate', w, '"annotate" must be a non-blank column name.', undefined, {
          id: 'badAnnotate',
        });
      } else config.annotate = String(p.valueNode.value).trim();
    }
  }
  if (role !== 'report') checkQuarantineWrite(ctx, where, role, config);
  return config;
}

function parseScopeList(ctx: ParseContext, where: Where): string[] | undefined {
  if (where.node.type !== 'array') {
    ctx.error('bad-scope', where, '"rules" must be a list of rule codes.', undefined, {
      id: 'scopeNotList',
    });
    return undefined;
  }
  const items = where.node.children ?? [];
  if (items.length === 0) {
    ctx.error(
      'empty-scope',
      where,
      '"rules" is empty: list at least one code, or remove it to use every row-level rule.',
      undefined,
      { id: 'emptyScope' },
    );
    return undefined;
  }
  const codes: string[] = [];
  items.forEach((item, i) => {
    if (item.type !== 'string' || String(item.value).trim() === '') {
      ctx.error(
        'bad-scope',
        at(where, i, item),
        'Each entry of "rules" must be a non-blank rule code.',
        undefined,
        { id: 'scopeEntry' },
      );
    } else codes.push(String(item.value).trim());
  });
  return codes;
}

function parseOutputs(ctx: ParseContext, block: Where, rules: Rule[]): ParsedDocument['outputs'] {
  const prop = propertyOf(block.node, 'outputs');
  const outputs: ParsedDocument['outputs'] = { valid: null, invalid: null };
  if (!prop) return outputs;
  const where = at(block, 'outputs', prop.valueNode);
  if (prop.valueNode.type !== 'object') {
    ctx.error(
      'not-an-object',
      where,
      `"outputs" must be an object with "valid" and/or "invalid", not ${kindName(prop.valueNode)}.`,
      undefined,
      { id: 'outputsNotObject', params: { kind: kindOf(prop.valueNode) } },
    );
    return outputs;
  }
  const known = OUTPUTS_KEYS.map((k) => k.name);
  for (const p of propertiesOf(prop.valueNode)) {
    if (!known.includes(p.key)) {
      unknownKey(ctx, where, p.key, p.keyNode, known, ' in outputs');
      continue;
    }
    const role = p.key as 'valid' | 'invalid';
    outputs[role] = parseOutputConfig(ctx, at(where, p.key, p.valueNode), role);
  }
  const scope = outputs.invalid?.rules;
  if (scope) {
    const codes = new Set(rules.map((r) => r.code));
    const invalidProp = propertyOf(prop.valueNode, 'invalid');
    const rulesProp = invalidProp && propertyOf(invalidProp.valueNode, 'rules');
    (rulesProp?.valueNode.children ?? []).forEach((item, i) => {
      const code = String(item.value ?? '').trim();
      if (code && !codes.has(code)) {
        const best = closest(code, [...codes], 1)[0];
        ctx.warning(
          'unknown-scope-code',
          at(
            at(at(where, 'invalid', invalidProp!.valueNode), 'rules', rulesProp!.valueNode),
            i,
            item,
          ),
          `No rule declares the code "${code}": it selects nothing.${didYouMean(code, [...codes])}`,
          undefined,
          { id: 'unknownScopeCode', params: { code, ...(best ? { best } : {}) } },
        );
      }
    });
  }
  return outputs;
}

/**
 * The document's diagnostics where production runs on Spark `line`: those of every line,
 * and the line's own errors (`x::T` on 3.5), in the order of the text.
 */
export function diagnosticsOn(doc: ParsedDocument, line: SparkLine): Diagnostic[] {
  const own = (doc.lineDiagnostics ?? []).filter((d) => d.onSpark === line);
  if (own.length === 0) return doc.diagnostics;
  return [...doc.diagnostics, ...own].sort((a, b) => a.range.offset - b.range.offset);
}
