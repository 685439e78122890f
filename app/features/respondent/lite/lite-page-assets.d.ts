declare module 'virtual:lite-page-assets' {
  /** The lite respondent page's minified stylesheet (empty in the browser's build). */
  export const liteCss: string;
  /** The lite respondent page's minified script (empty in the browser's build). */
  export const liteScript: string;
}
