import{c as r,s as e}from"./flowDiagram-HODETNUW-IEfuSys_.js";import{_ as a}from"./mermaid.core-DfVoCXBT.js";import"./chunk-5VM5RSS4-DnuXscrn.js";import"./chunk-XXDRQBXY-DClkm3qz.js";import"./chunk-POPQ4Y6H-BjyuoKpy.js";import"./chunk-F27PBJKO-DJaynJxJ.js";import"./channel-CIxDe7bM.js";import"./index-CS7uOzSo.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
