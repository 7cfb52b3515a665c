import{c as r,s as e}from"./flowDiagram-HODETNUW-tdmcguLC.js";import{_ as a}from"./mermaid.core-BJsraLAY.js";import"./chunk-5VM5RSS4-D9KJBQUB.js";import"./chunk-XXDRQBXY-Cv-jQz3u.js";import"./chunk-POPQ4Y6H-B0SEN1rW.js";import"./chunk-F27PBJKO-BLL0GaVO.js";import"./channel-Cia8CvCU.js";import"./index-C9jpwbZg.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
