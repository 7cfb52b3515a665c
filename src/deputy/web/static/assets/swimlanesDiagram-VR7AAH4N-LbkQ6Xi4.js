import{c as r,s as e}from"./flowDiagram-HODETNUW-CtxEbO7w.js";import{_ as a}from"./mermaid.core-DNFAU-TL.js";import"./chunk-5VM5RSS4-MKNQEFUY.js";import"./chunk-XXDRQBXY-BRVdNzdG.js";import"./chunk-POPQ4Y6H-Cu70rbvF.js";import"./chunk-F27PBJKO-ZFBMzUJl.js";import"./channel-Du2zTeYZ.js";import"./index-Cc9lK0iy.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
