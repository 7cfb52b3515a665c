import{c as r,s as e}from"./flowDiagram-HODETNUW-BmsicADJ.js";import{_ as a}from"./mermaid.core-BtbDgXQN.js";import"./chunk-5VM5RSS4-Bl4XtH3l.js";import"./chunk-XXDRQBXY-UahUht51.js";import"./chunk-POPQ4Y6H-I_JFLios.js";import"./chunk-F27PBJKO-kUnTy5cj.js";import"./channel-C50ov70l.js";import"./index-CEhKftvD.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
