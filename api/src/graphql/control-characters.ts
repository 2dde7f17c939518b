import type { ApolloServerPlugin } from '@apollo/server';
import type { AppContext } from '../auth/context.js';
import { type DocumentNode, getArgumentValues, GraphQLError, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { findUnfitText, type UnfitText, unfitTextMessage } from '../shared/control-characters.js';

/** An operation's single `input` argument is named by its fields alone, as validation errors name them. */
const fieldName = (path: string) => path.replace(/^input\./, '');

/** Whether a document's own string literals hold a control character: worked out once per parsed document. */
const literalsWithControlCharacters = new WeakMap<DocumentNode, boolean>();
function literalHasControlCharacter(document: DocumentNode): boolean {
  let found = literalsWithControlCharacters.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      StringValue(node) {
        if (findUnfitText(node.value) !== null) found = true;
      },
    });
    literalsWithControlCharacters.set(document, found);
  }
  return found;
}

/**
 * Refuses control characters and lone surrogates in every argument of every field an operation asks for, before
 * anything resolves: one check for both transports, since each REST route runs a GraphQL operation. Literal and
 * variable values are read after coercion to the schema's argument types, so the field named is the schema's own.
 */
export const controlCharacterPlugin: ApolloServerPlugin<AppContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, schema, request }) {
        const variables = request.variables ?? {};
        // Coercion never adds a control character, so an operation whose raw values hold none is clean; only one
        // that holds one is walked with the schema's types, to name the argument as the schema does.
        if (findUnfitText(variables) === null && !literalHasControlCharacter(document)) return;
        const typeInfo = new TypeInfo(schema);
        let offending: UnfitText | null = null;
        visit(
          document,
          visitWithTypeInfo(typeInfo, {
            Field(node) {
              const definition = typeInfo.getFieldDef();
              if (offending !== null || !definition || !node.arguments?.length) return;
              let args: Record<string, unknown>;
              try {
                args = getArgumentValues(definition, node, variables);
              } catch {
                return; // a value of the wrong type: execution reports it in its own words
              }
              offending = findUnfitText(args);
            },
          }),
        );
        if (offending === null) return;
        const { path, fault } = offending as UnfitText;
        const field = fieldName(path);
        throw new GraphQLError(unfitTextMessage(field, fault), {
          extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } },
        });
      },
    };
  },
};
