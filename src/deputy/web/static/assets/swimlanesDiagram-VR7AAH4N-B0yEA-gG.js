import{c as r,s as e}from"./flowDiagram-HODETNUW-nDvBbvbM.js";import{_ as a}from"./mermaid.core-BP-gMA-b.js";import"./chunk-5VM5RSS4-cxqvyYQG.js";import"./chunk-XXDRQBXY-CSBUuNGz.js";import"./chunk-POPQ4Y6H-MOT5UqmW.js";import"./chunk-F27PBJKO-2VGdQqcS.js";import"./channel-LumJHkpV.js";import"./index-Bg_u5RFJ.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
