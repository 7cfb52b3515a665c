import{c as r,s as e}from"./flowDiagram-HODETNUW-ByhetjRP.js";import{_ as a}from"./mermaid.core-Y_Tr-3hn.js";import"./chunk-5VM5RSS4-hraRFoGc.js";import"./chunk-XXDRQBXY-DnuaAiIb.js";import"./chunk-POPQ4Y6H-Cy6nMs13.js";import"./chunk-F27PBJKO-CJMOV7Il.js";import"./channel-C-Pu9hYf.js";import"./index-CMwiPzxj.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
