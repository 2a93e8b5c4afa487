// wink-lemmatizer ships no types; these are the three functions core calls.
declare module "wink-lemmatizer" {
  const lemmatize: {
    verb(word: string): string;
    noun(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatize;
}
