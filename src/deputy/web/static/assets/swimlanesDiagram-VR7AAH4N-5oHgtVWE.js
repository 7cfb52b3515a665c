import{c as r,s as e}from"./flowDiagram-HODETNUW-DSi6G9Io.js";import{_ as a}from"./mermaid.core-R056wSQg.js";import"./chunk-5VM5RSS4-DrNBK8no.js";import"./chunk-XXDRQBXY-BRpQjG3Y.js";import"./chunk-POPQ4Y6H-BvB4rKOJ.js";import"./chunk-F27PBJKO-B8F9y_Ga.js";import"./channel-6hOCeSM0.js";import"./index-nTJdzwdl.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
