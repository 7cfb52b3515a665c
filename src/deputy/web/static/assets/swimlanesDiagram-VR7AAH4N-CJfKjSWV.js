import{c as r,s as e}from"./flowDiagram-HODETNUW-XkVY6bm-.js";import{_ as a}from"./mermaid.core-BTN4qW32.js";import"./chunk-5VM5RSS4-DLXUOjLF.js";import"./chunk-XXDRQBXY-EKF_ePWJ.js";import"./chunk-POPQ4Y6H-BDkvrHcU.js";import"./chunk-F27PBJKO-BvcCuUfL.js";import"./channel-eVzi67Md.js";import"./index-BdBNvhci.js";var o=a(t=>`${e(t)}
  .swimlane.cluster rect {
    stroke: ${t.clusterBorder} !important;
  }
  [data-look="neo"].cluster rect {
    filter: none;
  }
`,"getStyles"),s=o,n=r({defaultLayout:"swimlane",styles:s});export{n as diagram};
