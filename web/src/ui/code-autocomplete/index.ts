export { CodeAutocomplete, codeLabel, type CodeAutocompleteProps, type CodeOption } from './code-autocomplete';
