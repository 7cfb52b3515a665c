import{c as r,s as e}from"./flowDiagram-HODETNUW-CtC8tW0s.js";import{_ as a}from"./mermaid.core-CAf4RRmD.js";import"./chunk-5VM5RSS4-M0-U1SyJ.js";import"./chunk-XXDRQBXY-DzYWT-OW.js";import"./chunk-POPQ4Y6H-DMvtCoyj.js";import"./chunk-F27PBJKO-e7L_NDwv.js";import"./channel-BoYgjqey.js";import"./index-D_0A6SZK.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
